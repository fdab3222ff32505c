import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** MUI Link's look: the colour given (primary by default), underlined at 40% until hovered. */
const look = {
  textDecoration: 'underline',
  textDecorationColor: 'color-mix(in srgb, currentColor 40%, transparent)',
  '&:hover': { textDecorationColor: 'currentColor' },
} as const;

/**
 * A text link to a page of the app, looking as MUI's Link does. The home route's links (its
 * panels, the 911 list, the footer) use it so that MUI's Link component stays out of the first
 * load; other pages keep MUI's Link.
 */
export function TextLink({ to, sx, children }: { to: string; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={[{ color: 'primary.main', ...look }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}

/** The same look for an address outside the app, opened in a new tab. */
export function ExternalTextLink({
  href,
  sx,
  children,
}: {
  href: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={[{ color: 'primary.main', ...look }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
