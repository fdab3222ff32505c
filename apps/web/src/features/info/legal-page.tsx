import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { Page } from '../../components/page';

const SECTIONS = {
  terms: ['use', 'notEmergency', 'content', 'accounts', 'changes'],
  privacy: ['collect', 'location', 'use', 'delete'],
} as const;

/** Our Terms of Service and Privacy Policy (used when TERMS_URL / PRIVACY_URL are unset). */
export function LegalPage({ kind }: { kind: keyof typeof SECTIONS }) {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <Page heading={t(`common:titles.${kind}`)} maxWidth="md">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`${kind}.updated`)}
      </Typography>
      {SECTIONS[kind].map((key) => (
        <section key={key} aria-labelledby={`${kind}-${key}`}>
          <Typography variant="h2" id={`${kind}-${key}`} sx={{ mt: 3, mb: 1 }}>
            {t(`${kind}.sections.${key}.title`)}
          </Typography>
          <Typography>{t(`${kind}.sections.${key}.body`)}</Typography>
        </section>
      ))}
    </Page>
  );
}
