import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SosIcon from '@mui/icons-material/Sos';
import { paths } from '../../config/paths';

/**
 * The red "Get Emergency Help" control. In the header (`responsive`) it shows the short label
 * ("Emergency", "Notfall", "緊急") below `md`, so it fits beside the menu and the logo from 320 px
 * up in every language, and the full label from `md` (ADR 025); CSS picks, so the hidden label is
 * not part of its name. In the drawer (`block`) it is as wide as the drawer and wraps its label.
 */
export function EmergencyHelpButton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={paths.emergencyHelp.href()}
      variant="contained"
      color="error"
      startIcon={<SosIcon />}
      fullWidth={block}
      sx={{
        borderRadius: 99,
        minHeight: 44,
        whiteSpace: block ? 'normal' : 'nowrap',
        flexShrink: 0,
        px: block ? 2 : { xs: 1.5, md: 2 },
      }}
    >
      {block ? (
        t('header.emergencyHelp')
      ) : (
        <>
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {t('header.emergencyHelp')}
          </Box>
          <Box component="span" sx={{ display: { md: 'none' } }}>
            {t('header.emergencyHelpShort')}
          </Box>
        </>
      )}
    </Button>
  );
}
