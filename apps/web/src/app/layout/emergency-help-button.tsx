import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import SosIcon from '@mui/icons-material/Sos';
import { paths } from '../../config/paths';

export function EmergencyHelpButton() {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={paths.emergencyHelp.href()}
      variant="contained"
      color="error"
      startIcon={<SosIcon />}
      sx={{ whiteSpace: 'nowrap', borderRadius: 99 }}
    >
      {t('header.emergencyHelp')}
    </Button>
  );
}
