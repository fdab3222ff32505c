/*
 * Server rendering: the bodies of the guide's pages (`/hazards`,
 * `/hazards/{slug|id}[/{blockId}]`) rendered on the server, with the data their queries would
 * fetch taken from the same guide snapshot the API answers from, under the same query keys.
 */
import type { FastifyInstance } from 'fastify';
import { isLanguageCode, type ClientConfig, type LanguageCode } from '@prepwell/contract';
import { currentGuide } from '../../lib/guide/guide.js';
import { pageLanguage } from '../../lib/page-language.js';
import type { ServerRenderer } from '../../lib/ssr.js';
import type { PageBody, PageBodyProvider } from '../../plugins/web.js';

const LIST_PATH = /^\/hazards\/?$/;
const HAZARD_PATH = /^\/hazards\/([a-z0-9-]{1,100}|\d{1,9})(?:\/\d{1,9})?\/?$/;

export function guidePageBody(
  app: FastifyInstance,
  renderer: ServerRenderer,
  config: ClientConfig,
): PageBodyProvider {
  return async (request, path): Promise<PageBody | null> => {
    const list = LIST_PATH.test(path);
    const key = HAZARD_PATH.exec(path)?.[1];
    if (!list && !key) return null;
    const guide = await currentGuide(app);
    // The interface language, as the head's; the content language is `?lang=` or that (as
    // features/hazards/lib/use-content-language.ts decides it in the browser).
    const lang = pageLanguage(request);
    const asked = (request.query as Record<string, unknown>).lang;
    const contentLang: LanguageCode = isLanguageCode(asked) ? asked : lang;
    const queries: { key: readonly unknown[]; data: unknown }[] = [];
    if (list) {
      queries.push({
        key: ['hazards', 'list', contentLang],
        data: { hazards: guide.summaries([contentLang]), savedCopy: false },
      });
    } else if (key) {
      const hazard = guide.find(/^\d+$/.test(key) ? Number(key) : key);
      // Unknown hazards: the browser sends them back to the guide, as today.
      if (!hazard) return null;
      queries.push({
        key: ['hazards', 'detail', key, contentLang],
        data: { hazard: guide.detail(hazard, [contentLang]), savedCopy: false },
      });
    }
    const started = performance.now();
    const rendered = await renderer.render({ url: request.url, lang, config, queries });
    request.log.debug({ path, ms: Math.round(performance.now() - started) }, 'page rendered on the server');
    return { lang, ...rendered };
  };
}
