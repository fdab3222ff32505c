import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from './page-title';

/**
 * A page title with controls on its line (Local, Translate, Share…): it keeps at least 16rem, so
 * on a phone the controls go to the next line instead of squeezing the title to a few characters
 * per line (a Japanese or German title breaks anywhere). Its basis is 0, not its text's width: a
 * long title still shares its line with the hazard's icon, so a phone's React stage keeps its
 * first critical step on the first screen (bad-day.spec).
 */
export const TITLE_BESIDE_CONTROLS = {
  outline: 'none',
  flex: '1 1 0',
  minWidth: 'min(100%, 16rem)',
} as const;

interface PageProps {
  /** The visible heading, also used for the document title unless `title` is given. */
  heading: string;
  title?: string;
  children?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A page of the app: document title, one h1, content. */
export function Page({ heading, title, children, maxWidth = 'lg' }: PageProps) {
  usePageTitle(title ?? heading);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" component="h1" tabIndex={-1} id="page-heading" sx={{ mb: 2, outline: 'none' }}>
        {heading}
      </Typography>
      <Box>{children}</Box>
    </Container>
  );
}
