import type { DehydratedState } from '@tanstack/react-query';
import type { ClientConfig, LanguageCode, SeenAtRender } from '@prepwell/contract';
import type { Namespace } from './i18n';

/*
 * Server rendering: what the server writes into a rendered page for the client to
 * hydrate with, as a JSON data block (`<script type="application/json">`, never executed, so the
 * CSP's script-src does not apply to it).
 */
export const SSR_DATA_ID = 'prepwell-ssr-data';

export interface SsrData {
  /** The interface language the server rendered in. */
  lang: LanguageCode;
  config: ClientConfig;
  /** The server's TanStack Query cache. */
  queries: DehydratedState;
  /**
   * The catalogs the server's render read (`common` always): hydrating needs them, and no more.
   * Home reads only `common`; loading every catalog cost its reader 9.6 KB (English) more.
   */
  namespaces?: Namespace[];
  /** What the server rendered with of what the visitor has seen (WELCOME_PAGE only). */
  seen?: SeenAtRender;
}

/** The server's data when this page was rendered on the server, else undefined. */
export function readSsrData(): SsrData | undefined {
  const element = document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return undefined;
  }
}
