import { createContext, use } from 'react';
import { PREP_CHECK_WELCOME_COOKIE, type SeenAtRender } from '@prepwell/contract';

/*
 * What the visitor has seen, as the page was first rendered with it (RenderInput.seen): the server
 * reads it from the visitor's cookies on the one page that shows it (WELCOME_PAGE), writes it into
 * the page's data, and hydration renders with the same (main.tsx), so both render one page.
 */
export const SeenAtRenderContext = createContext<SeenAtRender | null>(null);

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function hasCookie(name: string): boolean {
  try {
    return document.cookie.split(/;\s*/).includes(`${name}=1`);
  } catch {
    return false;
  }
}

/** The server's reading while the page is the one it rendered; else this browser's own cookies. */
export function useSeenAtRender(): SeenAtRender {
  const rendered = use(SeenAtRenderContext);
  if (rendered) return rendered;
  // A server render without a reading shows nothing it cannot know was unseen.
  if (typeof document === 'undefined') return { prepCheckWelcome: true };
  return { prepCheckWelcome: hasCookie(PREP_CHECK_WELCOME_COOKIE) };
}

/** Marks the Prep Checks welcome seen for the server's renders too (this site only, a year). */
export function rememberWelcomeSeen() {
  if (hasCookie(PREP_CHECK_WELCOME_COOKIE)) return;
  try {
    document.cookie = `${PREP_CHECK_WELCOME_COOKIE}=1; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  } catch {
    // Cookies blocked: the welcome then opens once the page's scripts have read storage.
  }
}
