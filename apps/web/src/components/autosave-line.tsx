import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AutosaveStatus } from '../lib/autosave-queue';

/**
 * The save-as-you-go line (spec §4, a Prep Check's words, also the plan's): "Saving...", "Progress
 * saved!", "Error saving progress." (coral), from the first change on, announced politely.
 */
export function AutosaveLine({ status, sx }: { status: AutosaveStatus; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('pages');
  return (
    <Typography
      role="status"
      data-testid="autosave-status"
      sx={[
        {
          minHeight: '1.5em',
          fontWeight: status === 'error' ? 700 : 400,
          color: status === 'error' ? '#b3321c' : 'text.secondary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {status === 'idle' ? '' : t(`prepChecks.questionnaire.autosave.${status}`)}
    </Typography>
  );
}
