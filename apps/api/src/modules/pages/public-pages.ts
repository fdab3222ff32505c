import { SERVER_RENDERED_PAGES } from '@prepwell/contract';

const RENDERED = new Set<string>(SERVER_RENDERED_PAGES);

/** `/settings/faq/` is `/settings/faq`. */
export const isServerRenderedPage = (path: string) =>
  RENDERED.has(path.length > 1 ? path.replace(/\/$/, '') : path);
