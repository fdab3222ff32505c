/*
 * Page documents: index.html with the page's head (title, description, canonical, alternates,
 * previews) and, when the page is rendered on the server, its body, styles and data. Each is the
 * same for every reader of one address in one language until the next content load, so it is
 * built once per (content version, language, address), compressed once, and then only sent.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  PREP_CHECK_WELCOME_COOKIE,
  WELCOME_PAGE,
  type ClientConfig,
  type LanguageCode,
  type SeenAtRender,
} from '@prepwell/contract';
import { BoundedCache } from '../../lib/cached-json.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { pageLanguage } from '../../lib/page-language.js';
import { publicOrigin } from '../../lib/public-origin.js';
import type { ServerRenderer } from '../../lib/ssr.js';
import {
  withPageBody,
  withPageHead,
  type PageDocument,
  type PageHead,
  type PageProvider,
} from '../../plugins/web.js';
import { renderPageBody, type ModuleSources, type RenderedBody } from './page-body.js';
import { addressSearch, pageAddress } from './page-address.js';
import { ALERT_PAGE_PATH } from './hazard-path.js';
import { hazardPageHead } from './routes.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Documents kept per content version, bounded by count and by their compressed bytes (brotli and
 * gzip, 15–40 KB a page): PAGE_CACHE_MB holds every page of the shipped guide in the languages
 * people read. Searches (`/hazards?query=`) are kept apart, in a tenth of that, so made-up queries
 * never push a real page out.
 */
const DOCUMENTS_KEPT = 2000;
const SEARCHES_KEPT = 200;

/**
 * Server renders one client may cause per minute on this replica; past it, the client gets the
 * page without its server-rendered body (the browser renders it), built once. A cached page costs
 * nothing and is never refused.
 */
export class RenderBudget {
  private readonly clients = new BoundedCache<{ count: number; until: number }>(10_000);

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one render for `client`; false when its minute's budget is spent. */
  take(client: string): boolean {
    const now = this.now();
    const entry = this.clients.get(client);
    if (!entry || entry.until <= now) {
      this.clients.set(client, { count: 1, until: now + 60_000 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.perMinute;
  }
}

/** A page's address in one language (English has no `?lang=`). */
const pageUrl = (origin: string, path: string, lang: LanguageCode) =>
  `${origin}${path}${lang === DEFAULT_LANGUAGE ? '' : `?lang=${lang}`}`;

/** The head of a rendered page that is not a hazard's: its title, canonical and alternates. */
function renderedPageHead(origin: string, path: string, body: RenderedBody): PageHead {
  const link = (rel: string, href: string, hreflang?: string) =>
    `    <link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
  const tags = [
    link('canonical', pageUrl(origin, path, body.lang)),
    ...LANGUAGE_CODES.map((lang) => link('alternate', pageUrl(origin, path, lang), lang)),
    link('alternate', pageUrl(origin, path, DEFAULT_LANGUAGE), 'x-default'),
  ];
  return { lang: body.lang, title: body.title, description: body.description, tags: tags.join('\n') };
}

async function toDocument(html: string): Promise<PageDocument> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzipAsync(html, { level: 9 }),
  ]);
  return { br, gzip: gz, etag: createHash('sha1').update(html).digest('base64url') };
}

/**
 * What the visitor has seen, on the one page that reads it (WELCOME_PAGE): its document is kept per
 * answer, the others once for everyone.
 */
function seenAtRender(request: FastifyRequest, path: string): SeenAtRender | undefined {
  if (path.replace(/(.)\/$/, '$1') !== WELCOME_PAGE) return undefined;
  return { prepCheckWelcome: request.cookies[PREP_CHECK_WELCOME_COOKIE] === '1' };
}

/** The page documents of the app, built from `indexHtml` (see plugins/web.ts). */
export function pageDocuments(
  app: FastifyInstance,
  options: {
    renderer: ServerRenderer | null;
    config: ClientConfig;
    sources: ModuleSources;
    /** The clock of the render budget (tests). */
    now?: () => number;
  },
): (indexHtml: string) => PageProvider {
  const origin = publicOrigin(app.config);
  const hazardHead = hazardPageHead(app);

  return (indexHtml) => {
    async function build(
      request: FastifyRequest,
      path: string,
      address: string,
      lang: LanguageCode,
      seen: SeenAtRender | undefined,
    ) {
      const head = await hazardHead(request, path);
      let body: RenderedBody | null = null;
      let failed = false;
      const { renderer, config, sources } = options;
      if (renderer) {
        try {
          body = await renderPageBody(app, { renderer, config, sources }, request, {
            path,
            address,
            lang,
            seen,
          });
        } catch (error) {
          // A page that fails to render on the server is still rendered in the browser.
          request.log.error({ err: error, path }, 'server rendering failed');
          failed = true;
        }
      }
      const pageHead = head ?? (body ? renderedPageHead(origin, path.replace(/(.)\/$/, '$1'), body) : null);
      let html = pageHead ? withPageHead(indexHtml, pageHead) : indexHtml;
      if (body) html = withPageBody(html, body);
      return { document: await toDocument(html), failed };
    }

    const budget = new RenderBudget(app.config.PAGE_RENDER_RATE_LIMIT, options.now);
    /** The document without a server-rendered body, for clients past their render budget. */
    const shell = () => app.contentCache.get('page-shell', () => toDocument(indexHtml));

    return async (request, path) => {
      const lang = pageLanguage(request);
      const address = pageAddress(request.url, path);
      const search = addressSearch(address) !== '';
      const documents = await app.contentCache.get(
        search ? 'search-documents' : 'page-documents',
        async () =>
          new BoundedCache<Promise<PageDocument>>(
            search ? SEARCHES_KEPT : DOCUMENTS_KEPT,
            app.config.PAGE_CACHE_MB * 1024 * 1024 * (search ? 0.1 : 1),
          ),
      );
      const seen = seenAtRender(request, path);
      // An alert's page is kept for the minute it was rendered in (ALERT_PAGE_PATH).
      const minute = ALERT_PAGE_PATH.test(path)
        ? ` minute ${Math.floor((options.now ?? Date.now)() / 60_000)}`
        : '';
      const key = `${lang} ${address}${seen?.prepCheckWelcome ? ' welcome-seen' : ''}${minute}`;
      const cached = documents.get(key);
      if (cached) return cached;
      if (!budget.take(normalizeIP(request.ip))) return shell();
      const built = build(request, path, address, lang, seen);
      const document = built.then((b) => b.document);
      documents.set(key, document);
      // A failed render is not kept: the next request tries again.
      void built.then(
        (b) =>
          b.failed
            ? documents.delete(key)
            : documents.weigh(key, document, b.document.br.length + b.document.gzip.length),
        () => documents.delete(key),
      );
      return document;
    };
  };
}
