import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CloudOffIcon from '@mui/icons-material/CloudOff';

/** Shown when the service worker answered from its saved copy because the network failed. */
export function OfflineNote() {
  const { t } = useTranslation('hazards');
  return (
    <Alert severity="warning" icon={<CloudOffIcon />} sx={{ mb: 2 }} role="status">
      {t('guide.offline')}
    </Alert>
  );
}
