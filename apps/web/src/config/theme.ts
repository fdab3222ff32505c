import { createTheme, type Theme } from '@mui/material/styles';

/**
 * Prepwell's theme. Breakpoints follow the spec (xs 0, sm 600, md 900, lg 1200, xl 1875);
 * every colour pair used for text meets WCAG AA contrast.
 */
const createAppTheme = (direction: 'ltr' | 'rtl'): Theme =>
  createTheme({
    direction,
    breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1875 } },
    palette: {
      primary: { main: '#0d4f8b', contrastText: '#ffffff' },
      secondary: { main: '#1f6f5c', contrastText: '#ffffff' },
      error: { main: '#b3261e' },
      warning: { main: '#8a4b00' },
      success: { main: '#1e6b2f' },
      background: { default: '#f6f8fb', paper: '#ffffff' },
      text: { primary: '#1b1f24', secondary: '#4a5461' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK JP", "Hiragino Sans", "Microsoft YaHei", sans-serif',
      h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.35 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });

const themes: { ltr?: Theme; rtl?: Theme } = {};

/**
 * The theme in a reading direction (right to left for Arabic, ADR 036), created on first use: in
 * the first render, a slice of time-sliced hydration, rather than in the one long task that
 * evaluates the entry's modules (ADR 033).
 */
export const appTheme = (direction: 'ltr' | 'rtl' = 'ltr'): Theme =>
  (themes[direction] ??= createAppTheme(direction));
