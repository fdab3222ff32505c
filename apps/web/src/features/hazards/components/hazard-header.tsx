import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { HazardDetail, LanguageCode } from '@prepwell/contract';
import { BookmarkButton } from './bookmark-button';
import { TITLE_BESIDE_CONTROLS } from '../../../components/page';
import { useAppConfig } from '../../../lib/app-config';
import { bookmarkedHazardOf } from '../../../lib/bookmarks/anonymous-bookmarks';
import { keepForOffline } from '../api/get-hazard';
import { hazardPdfLink } from '../lib/share-links';
import { HazardIcon } from './hazard-icon';
import { ShareMenu } from './share-menu';
import { TranslateMenu } from './translate-menu';

interface HazardHeaderProps {
  hazard: HazardDetail;
  /** The hazard's name in `lang`. */
  name: string;
  lang: LanguageCode;
  /** The language its texts are in (`lang`, or English when it has no translation). */
  textLang: LanguageCode;
  onTranslate: (lang: LanguageCode) => void;
}

/** A hazard page's title line: icon, name, and Translate, Share, PDF and Bookmark. */
export function HazardHeader({ hazard, name, lang, textLang, onTranslate }: HazardHeaderProps) {
  const { t } = useTranslation('hazards');
  const queryClient = useQueryClient();
  const { pdfBase } = useAppConfig();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <HazardIcon src={hazard.icon.src} size={48} />
      <Typography
        variant="h1"
        id="page-heading"
        tabIndex={-1}
        lang={textLang}
        sx={{ ...TITLE_BESIDE_CONTROLS, fontSize: { xs: '1.625rem', sm: '2rem' } }}
      >
        {name}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <TranslateMenu lang={lang} onChoose={onTranslate} />
        <ShareMenu hazard={hazard} name={name} lang={lang} />
        <IconButton
          component="a"
          href={hazardPdfLink(pdfBase, '', hazard.slug, lang)}
          target="_blank"
          rel="noopener"
          aria-label={t('detail.pdf', { name })}
        >
          <PictureAsPdfIcon />
        </IconButton>
        <BookmarkButton
          hazard={bookmarkedHazardOf(hazard)}
          name={name}
          onAdded={() => void keepForOffline(queryClient, hazard.slug, lang)}
        />
      </Box>
    </Box>
  );
}
