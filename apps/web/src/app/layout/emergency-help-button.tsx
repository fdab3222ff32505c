import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import SosIcon from '@mui/icons-material/Sos';
import { paths } from '../../config/paths';

/**
 * The red "Get Emergency Help" control. `compact`: the header's on screens below `md`, with the
 * short label ("Emergency", "Notfall", "緊急") so it fits beside the menu and the logo from 320 px
 * up in every language (ADR 025). `block`: the menu drawer's, as wide as the drawer, its label
 * wrapping instead of being cut.
 */
export function EmergencyHelpButton({ variant = 'full' }: { variant?: 'full' | 'compact' | 'block' }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={paths.emergencyHelp.href()}
      variant="contained"
      color="error"
      startIcon={<SosIcon />}
      fullWidth={variant === 'block'}
      sx={{
        borderRadius: 99,
        minHeight: 44,
        whiteSpace: variant === 'block' ? 'normal' : 'nowrap',
        flexShrink: 0,
        ...(variant === 'compact' && { px: 1.5, minWidth: 0, '& .MuiButton-startIcon': { mr: 0.5 } }),
      }}
    >
      {t(variant === 'compact' ? 'header.emergencyHelpShort' : 'header.emergencyHelp')}
    </Button>
  );
}
