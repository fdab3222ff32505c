import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../components/page-loading';
import { useAppConfig } from '../../lib/app-config';
import { useSupportedLanguages } from '../../lib/languages/get-supported-languages';
import { useChangeLanguage } from '../../lib/languages/use-change-language';
import { SettingsPage } from '../../components/settings-page';

export function LanguagesPage() {
  const { t, i18n } = useTranslation(['common', 'pages']);
  const { data: languages } = useSupportedLanguages();
  const changeLanguage = useChangeLanguage();
  const { translationProvider } = useAppConfig();
  // The radio follows the user's choice at once; it returns to the current language on failure.
  const [pending, setPending] = useState<string | null>(null);
  const current = pending ?? i18n.resolvedLanguage ?? i18n.language;
  return (
    <SettingsPage heading={t('titles.languages')}>
      {languages ? (
        <FormControl>
          <FormLabel id="language-label" sx={{ color: 'text.primary', mb: 1 }}>
            {t('pages:languages.select')}
          </FormLabel>
          <RadioGroup
            aria-labelledby="language-label"
            name="language"
            value={current}
            onChange={(event) => {
              const language = languages.find((l) => l.value === event.target.value);
              if (!language) return;
              setPending(language.value);
              void changeLanguage(language).finally(() => setPending(null));
            }}
          >
            {languages.map((language) => (
              <FormControlLabel
                key={language.value}
                value={language.value}
                control={<Radio />}
                label={<span lang={language.value}>{language.title}</span>}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : (
        <PageLoading />
      )}
      <Typography sx={{ mt: 3, color: 'text.secondary', maxWidth: 640 }}>
        {translationProvider.name
          ? t('pages:languages.aiNote', { provider: translationProvider.name })
          : t('pages:languages.aiNoteNoProvider')}{' '}
        {translationProvider.url && (
          <Link href={translationProvider.url} target="_blank" rel="noopener noreferrer">
            {t('pages:languages.aiNoteLink')}
          </Link>
        )}
      </Typography>
    </SettingsPage>
  );
}
