import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FeedbackKind } from '@prepwell/contract';
import { FeedbackButton } from '../../components/feedback-button';
import { ListDetail } from '../../components/list-detail';
import { paths } from '../../config/paths';
import { SettingsPage } from '../../components/settings-page';

const FAQ_ITEMS: { key: string; action?: FeedbackKind }[] = [
  { key: 'hazardNotFound', action: 'request-hazard' },
  { key: 'cannotReach911' },
  { key: 'getOthersToHelp' },
  { key: 'languageSupport', action: 'language-feedback' },
  { key: 'dataUse' },
];

export function FaqPage() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <SettingsPage heading={t('common:titles.faq')}>
      <Typography sx={{ mb: 2 }}>{t('faq.intro')}</Typography>
      <ListDetail
        label={t('faq.listLabel')}
        headingLevel="h2"
        items={FAQ_ITEMS.map(({ key, action }) => ({
          id: key,
          title: t(`faq.items.${key}.question`),
          detail: (
            <>
              <Typography>{t(`faq.items.${key}.answer`)}</Typography>
              {action && (
                <Box sx={{ mt: 2 }}>
                  <FeedbackButton kind={action}>{t(`faq.items.${key}.action`)}</FeedbackButton>
                </Box>
              )}
            </>
          ),
        }))}
      />
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to={paths.reportIssue.href()}>
          {t('faq.reportLink')}
        </Link>
      </Typography>
    </SettingsPage>
  );
}
