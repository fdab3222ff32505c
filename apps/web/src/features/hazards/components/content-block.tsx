import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { pickText, type ContentBlock, type LanguageCode } from '@prepwell/contract';
import { LocalInformation } from './local-information';
import { BlockMarkdown } from '../../../components/markdown';

interface ContentBlockProps {
  hazardId: number;
  block: ContentBlock;
  lang: LanguageCode;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * One content block: its title always, its header, picture and markdown body when selected.
 * Critical blocks are marked in words and colour; the reader's local information follows.
 */
export const ContentBlockItem = forwardRef<HTMLDivElement, ContentBlockProps>(function ContentBlockItem(
  { hazardId, block, lang, expanded, onToggle },
  ref,
) {
  const { t } = useTranslation('hazards');
  const headingId = `block-${block.id}-title`;
  return (
    <Accordion
      ref={ref}
      id={`block-${block.id}`}
      data-critical={block.critical}
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: false }, heading: { component: 'h3' } }}
      sx={{
        borderLeft: '4px solid',
        borderLeftColor: block.critical ? 'error.main' : 'divider',
        '&:before': { display: 'none' },
        scrollMarginTop: 140,
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`block-${block.id}-body`}
        id={headingId}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {block.icon && <Box component="img" src={block.icon} alt="" width={28} height={28} />}
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {pickText(block.title, lang)}
          </Typography>
          {block.critical && (
            <Chip size="small" color="error" icon={<WarningAmberIcon />} label={t('detail.critical')} />
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{pickText(block.header, lang)}</Typography>
        {block.image && (
          <Box
            component="img"
            src={block.image.src}
            alt={pickText(block.image.alt, lang)}
            loading="lazy"
            sx={{ maxWidth: '100%', height: 'auto', borderRadius: 1, my: 1 }}
          />
        )}
        <BlockMarkdown>{pickText(block.body, lang)}</BlockMarkdown>
        {block.important_sources.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('detail.sourcesFor')}
            </Typography>
            <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
              {block.important_sources.map((source) => (
                <li key={source.url}>
                  <Link href={source.url} target="_blank" rel="noopener noreferrer" variant="body2">
                    {source.title} — {source.publisher}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        )}
        {block.local_content.length > 0 && (
          <LocalInformation hazardId={hazardId} items={block.local_content} lang={lang} sx={{ mt: 2 }} />
        )}
      </AccordionDetails>
    </Accordion>
  );
});
