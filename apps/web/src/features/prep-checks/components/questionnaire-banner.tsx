import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import TranslateIcon from '@mui/icons-material/Translate';
import type { LanguageCode, PrepCheck } from '@prepwell/contract';
import { useSupportedLanguages } from '../../../lib/languages/get-supported-languages';
import { useChangeLanguage } from '../../../lib/languages/use-change-language';
import { prepCheckQueryOptions } from '../api/get-prep-check';

const TRANSLATE_MESSAGES = {
  downloading: 'pages:prepChecks.questionnaire.downloading',
  changed: 'pages:prepChecks.questionnaire.translated',
  failed: 'pages:prepChecks.questionnaire.translateFailed',
};

interface BannerProps {
  check: PrepCheck;
  title: string;
  lang: LanguageCode;
  back: string;
}

/** The Prep Check's name on a dark band, Back, and the translate menu (spec §2). */
export function QuestionnaireBanner({ check, title, lang, back }: BannerProps) {
  const { t } = useTranslation('pages');
  const client = useQueryClient();
  const languages = useSupportedLanguages();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const prepare = useCallback(
    (value: LanguageCode) => client.fetchQuery(prepCheckQueryOptions(check.id, value)),
    [client, check.id],
  );
  const changeLanguage = useChangeLanguage(
    useMemo(() => ({ messages: TRANSLATE_MESSAGES, prepare }), [prepare]),
  );
  return (
    <Box sx={{ bgcolor: 'primary.dark', color: '#fff' }}>
      <Container maxWidth="md" sx={{ py: { xs: 1.5, md: 2.5 } }}>
        <Link
          component={RouterLink}
          to={back}
          sx={{ color: 'inherit', display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}
        >
          <ArrowBackIcon fontSize="small" className="mirror-in-rtl" />
          {t('prepChecks.questionnaire.back')}
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            component="img"
            src={check.dark_icon.src}
            alt=""
            width={48}
            height={48}
            sx={{ flexShrink: 0 }}
          />
          <Typography
            variant="h1"
            id="page-heading"
            sx={{ flex: 1, fontSize: { xs: '1.45rem', md: '2rem' } }}
          >
            {title}
          </Typography>
          <IconButton
            onClick={(event) => setAnchor(event.currentTarget)}
            aria-label={t('prepChecks.questionnaire.translate')}
            aria-haspopup="menu"
            aria-expanded={anchor ? true : undefined}
            aria-controls={anchor ? 'translate-menu' : undefined}
            sx={{ color: 'inherit', width: 48, height: 48 }}
          >
            <TranslateIcon />
          </IconButton>
        </Box>
      </Container>
      <Menu id="translate-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {(languages.data ?? []).map((language) => (
          <MenuItem
            key={language.value}
            lang={language.value}
            selected={language.value === lang}
            sx={{ minHeight: 44 }}
            onClick={() => {
              setAnchor(null);
              if (language.value !== lang) void changeLanguage(language);
            }}
          >
            {language.title}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
