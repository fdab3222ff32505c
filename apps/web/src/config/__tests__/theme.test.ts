import { describe, expect, it } from 'vitest';
import { appTheme } from '../theme';

describe('appTheme', () => {
  // The browser build resolves MUI's createTheme to createThemeNoVars (vite.config.ts), which
  // ignores `cssVariables` and `colorSchemes`; a theme that asked for either would lose it there.
  it('asks for neither CSS variables nor colour schemes', () => {
    const theme = appTheme();
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme.palette.primary.main).toBe('#0d4f8b');
  });
});
