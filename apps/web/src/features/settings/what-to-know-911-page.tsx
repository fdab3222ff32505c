import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { ListDetail } from '../../components/list-detail';
import { SettingsPage } from '../../components/settings-page';

const ITEMS = ['location', 'stayOnLine', 'text911', 'accidental', 'kids', 'notForInfo'] as const;

export function WhatToKnow911Page() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <SettingsPage heading={t('common:titles.whatToKnow911')}>
      <Typography sx={{ mb: 2 }}>{t('whatToKnow911.intro')}</Typography>
      <ListDetail
        label={t('whatToKnow911.listLabel')}
        headingLevel="h2"
        items={ITEMS.map((key) => ({
          id: key,
          title: t(`whatToKnow911.items.${key}.title`),
          detail: <Typography>{t(`whatToKnow911.items.${key}.detail`)}</Typography>,
        }))}
      />
    </SettingsPage>
  );
}
