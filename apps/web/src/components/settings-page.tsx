import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { usePageTitle } from './page-title';

/** A page inside Settings: its own h1 and document title. */
export function SettingsPage({
  heading,
  title,
  children,
}: {
  heading: string;
  title?: string;
  children: ReactNode;
}) {
  usePageTitle(title ?? heading);
  return (
    <section aria-labelledby="page-heading">
      <Typography variant="h1" id="page-heading" tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
        {heading}
      </Typography>
      {children}
    </section>
  );
}
