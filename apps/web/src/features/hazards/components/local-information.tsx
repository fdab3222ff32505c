import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { pickText, type LanguageCode, type LocalContentItem } from '@prepwell/contract';
import { CreatorBadge } from './creator-badge';
import { BlockMarkdown } from './markdown';

/** A block's (or a stage's) "Local Information": each item's creator, logo and markdown body. */
export function LocalInformation({
  items,
  lang,
  sx,
}: {
  items: LocalContentItem[];
  lang: LanguageCode;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('hazards');
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
        <Box key={item.id} sx={{ '& + &': { mt: 2 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <CreatorBadge creator={item.creator} lang={lang} logoHeight={28} />
          </Box>
          <BlockMarkdown>{pickText(item.body, lang)}</BlockMarkdown>
        </Box>
      ))}
    </Box>
  );
}
