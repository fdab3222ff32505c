import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { FeedbackKind } from '@prepwell/contract';
import { paths } from '../config/paths';
import { useAppConfig } from '../lib/app-config';

/** Opens our feedback form for `kind`, or the configured FEEDBACK_URL in a new tab. */
export function FeedbackButton({ kind, children }: { kind: FeedbackKind; children: string }) {
  const { feedbackUrl } = useAppConfig();
  if (feedbackUrl) {
    return (
      <Button variant="outlined" href={feedbackUrl} target="_blank" rel="noopener noreferrer">
        {children}
      </Button>
    );
  }
  return (
    <Button variant="outlined" component={RouterLink} to={paths.feedback.href(kind)}>
      {children}
    </Button>
  );
}
