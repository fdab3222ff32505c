import { GUIDE_CATEGORIES, STAGES, TOPICS, isLanguageCode } from '@prepwell/contract';
import { HAZARD_LIST_PATH, HAZARD_PAGE_PATH } from './hazard-path.js';

/**
 * The address as the page reads it: its path and only the parameters that page uses, each with
 * its first value (as the browser's `URLSearchParams.get` reads a repeated one) and only when it is
 * a value the page accepts, in one order. An unknown stage, topic or category is dropped, as the
 * page itself ignores it, so junk addresses share the canonical page's document. A screen that
 * starts reading another parameter must add it here, or its server HTML will not match
 * (e2e/tests/server-rendering.spec.ts opens each such address).
 */
export function pageAddress(url: string, path: string): string {
  const asked = new URLSearchParams(url.split('?')[1] ?? '');
  const kept = new URLSearchParams();
  const keep = (name: string, accepted: (value: string) => boolean) => {
    const value = asked.get(name);
    if (value !== null && accepted(value)) kept.set(name, value);
  };
  keep('lang', isLanguageCode);
  if (HAZARD_PAGE_PATH.test(path)) keep('stage', (v) => (STAGES as readonly string[]).includes(v));
  if (HAZARD_LIST_PATH.test(path)) {
    keep('query', (v) => v.trim().length > 0);
    keep('topic', (v) => (TOPICS as readonly string[]).includes(v));
    keep('category', (v) => (GUIDE_CATEGORIES as readonly string[]).includes(v));
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** The search a page address carries (`/hazards?query=…`), trimmed, or '' for none. */
export function addressSearch(address: string): string {
  return (new URLSearchParams(address.split('?')[1] ?? '').get('query') ?? '').trim();
}
