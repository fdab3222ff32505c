import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { pickText, type LanguageCode, type LocalContentItem } from '@prepwell/contract';
import { logEvent } from '../../../lib/analytics';
import { CreatorBadge } from './creator-badge';
import { BlockMarkdown } from '../../../components/markdown';

/**
 * A block's (or a stage's) "Local Information": each item's creator, logo and markdown body.
 * A pointer resting on an item (once each) and a link followed in it are logged.
 */
export function LocalInformation({
  hazardId,
  items,
  lang,
  sx,
}: {
  hazardId: number;
  items: LocalContentItem[];
  lang: LanguageCode;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('hazards');
  const hovered = useRef(new Set<number>());
  return (
    <Box
      component="section"
      aria-label={t('local.section')}
      sx={{
        border: '1px solid',
        borderColor: 'success.main',
        borderRadius: 2,
        p: 2,
        bgcolor: '#f1f8f2',
        ...sx,
      }}
    >
      <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('local.section')}
      </Typography>
      {items.map((item) => (
        <Box
          key={item.id}
          sx={{ '& + &': { mt: 2 } }}
          onMouseEnter={() => {
            if (hovered.current.has(item.id)) return;
            hovered.current.add(item.id);
            logEvent('HOVER_LOCAL_CONTENT', { hazard_id: hazardId, local_content_id: item.id });
          }}
          onClick={(event: MouseEvent) => {
            if ((event.target as Element).closest('a'))
              logEvent('CLICK_LOCAL_CONTENT_LINK', { hazard_id: hazardId, local_content_id: item.id });
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <CreatorBadge creator={item.creator} lang={lang} logoHeight={28} />
          </Box>
          <BlockMarkdown>{pickText(item.body, lang)}</BlockMarkdown>
        </Box>
      ))}
    </Box>
  );
}
