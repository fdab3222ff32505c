/*
 * Server rendering: the bodies of the public pages rendered on the server. The web app's server
 * build decides which addresses it renders and under which queries their answers go
 * (apps/web/src/app/server-prefill.ts, ADR 030); this gives it the answers, from the same
 * snapshots the API answers from, typed by the contract's PageSources.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClientConfig, LanguageCode, PageSources, RenderOutput, SeenAtRender } from '@prepwell/contract';
import { currentGuide } from '../../lib/guide/guide.js';
import type { ServerRenderer } from '../../lib/ssr.js';

/** Answers of other modules the pages need, given by app.ts (modules do not import each other). */
export type ModuleSources = Omit<PageSources, 'hazards' | 'hazard' | 'sponsors'>;

/** Every answer a page may need: the guide's own, read here, and the other modules'. */
function pageSources(app: FastifyInstance, sources: ModuleSources): PageSources {
  return {
    ...sources,
    // No point: no LOCAL hazard is listed, as the list call answers without lat/lng.
    hazards: async (lang) => ({ hazards: (await currentGuide(app)).summaries([lang], []) }),
    hazard: async (idOrSlug, lang) => {
      const guide = await currentGuide(app);
      const hazard = guide.findByAddress(idOrSlug);
      return hazard ? guide.detail(hazard, [lang], { sponsorsOn: app.config.features.sponsors }) : null;
    },
    // No point: the sponsors every reader sees, as the call answers without lat/lng.
    sponsors: async (hazardId, lang) => {
      const guide = await currentGuide(app);
      const hazard = guide.find(hazardId);
      if (!hazard) return null;
      return { sponsors: app.config.features.sponsors ? guide.sponsorsFor(hazard, [], [lang]) : [] };
    },
  };
}

export type RenderedBody = RenderOutput & { lang: LanguageCode };

/** The page at `address` rendered on the server in `lang`, or null to let the browser render it. */
export async function renderPageBody(
  app: FastifyInstance,
  options: { renderer: ServerRenderer; config: ClientConfig; sources: ModuleSources },
  request: FastifyRequest,
  page: {
    path: string;
    /** The path with only the parameters pages read (page-document.ts). */
    address: string;
    lang: LanguageCode;
    seen: SeenAtRender | undefined;
  },
): Promise<RenderedBody | null> {
  const { renderer, config } = options;
  const { path, address, lang, seen } = page;
  const started = performance.now();
  const rendered = await renderer.render({
    url: address,
    lang,
    config,
    sources: pageSources(app, options.sources),
    ...(seen && { seen }),
  });
  if (!rendered) return null;
  request.log.debug({ path, ms: Math.round(performance.now() - started) }, 'page rendered on the server');
  return { lang, ...rendered };
}
