import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIXES, SERVER_ROOT_PATHS, type ErrorBody } from '@prepwell/contract';
import { escapeHtml } from '../lib/escape-html.js';
import { htmlLangAttributes } from '../lib/html-lang.js';

const SERVER_PATHS = new Set<string>(SERVER_ROOT_PATHS);

function isApiPath(url: string): boolean {
  return (
    SERVER_PATHS.has(url) ||
    API_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1))
  );
}

/** What a page's `<head>` says before any script runs (search engines, link previews). */
export interface PageHead {
  /** `<html lang>`. */
  lang: string;
  /** The whole `<title>` text. */
  title: string;
  description: string;
  /** More `<meta>` and `<link>` tags, already escaped HTML. */
  tags: string;
}

/** The head of the page at `path`, or null to serve the app's default head. */
export type PageHeadProvider = (request: FastifyRequest, path: string) => Promise<PageHead | null>;

/** Server rendering: a page's body rendered on the server, and its data for hydration. */
export interface PageBody {
  /** The interface language it was rendered in (`<html lang>`). */
  lang: string;
  /** The inside of `<div id="root">`. */
  html: string;
  /** `<style>` tags for `<head>` (the critical CSS). */
  styles: string;
  /** `<link rel="modulepreload">` tags for `<head>` (the screen's chunks). */
  preloads: string;
  /** The `<script type="application/json">` the client hydrates with. */
  dataScript: string;
}

/** The body of the page at `path` rendered on the server, or null to let the browser render it. */
export type PageBodyProvider = (request: FastifyRequest, path: string) => Promise<PageBody | null>;

/**
 * A page ready to send, kept compressed (brotli and gzip; the rare reader that accepts neither
 * gets the gzip copy unpacked), with the ETag of its text.
 */
export interface PageDocument {
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The document for the page at `path`, built from the app's `index.html`. */
export type PageProvider = (request: FastifyRequest, path: string) => Promise<PageDocument>;

/** index.html's `<html lang="…">`, with the `dir` a page in another language was given. */
const HTML_TAG = /<html lang="[^"]*"(?: dir="[^"]*")?/;

const htmlTag = (lang: string) => `<html ${htmlLangAttributes(lang)}`;

/**
 * index.html with a rendered body in place of the boot shell, its styles and its data. The
 * `<noscript>` note ("Prepwell needs JavaScript") goes: this page reads without it.
 */
export function withPageBody(html: string, body: PageBody): string {
  const start = html.indexOf('<!--app-html-->');
  const end = html.indexOf('<!--/app-html-->');
  if (start < 0 || end < 0) return html;
  return `${html.slice(0, start)}${body.html}${html.slice(end + '<!--/app-html-->'.length)}`
    .replace(HTML_TAG, htmlTag(body.lang))
    .replace('</head>', `${body.preloads}${body.styles}\n  </head>`)
    .replace('<!--app-data-->', body.dataScript)
    .replace(/\s*<noscript data-needs-js>[\s\S]*?<\/noscript>/, '');
}

/** The app's index.html with a page's own head: language, title, description and extra tags. */
export function withPageHead(html: string, head: PageHead): string {
  return html
    .replace(HTML_TAG, htmlTag(head.lang))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', `${head.tags}\n  </head>`);
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated on
 * every visit. Unknown /public (and other API) paths answer a JSON 404; every other unknown
 * GET serves the web app, whose router sends unknown paths home.
 */
export const webPlugin = fp(async function web(
  app: FastifyInstance,
  options: {
    distDir: string;
    /** Builds the page documents from index.html (modules/pages); without it, index.html as is. */
    pages?: (indexHtml: string) => PageProvider;
  },
) {
  const indexPath = join(options.distDir, 'index.html');
  const hasWeb = existsSync(indexPath);
  const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : '';
  const page = hasWeb && options.pages ? options.pages(indexHtml) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (vite-plugin-compression2).
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(options.distDir, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app not built; only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApiPath(path) && wantsPage && !path.startsWith('/assets/')) {
      if (hasWeb) {
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        if (!page) return reply.send(indexHtml);
        const document = await page(request, path);
        // The page follows the language cookie and Accept-Language: caches must keep them apart.
        reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding');
        const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
        // One ETag per encoding (they are different bytes); @fastify/etag answers 304 on a match.
        if (encoding === 'br' || encoding === 'gzip') {
          return reply
            .header('content-encoding', encoding)
            .header('etag', `"${document.etag}-${encoding}"`)
            .send(document[encoding]);
        }
        return reply.header('etag', `"${document.etag}"`).send(gunzipSync(document.gzip));
      }
      return reply
        .type('text/html')
        .send('<!doctype html><title>Prepwell</title><p>The web app is not built. Run npm start.</p>');
    }
    const body: ErrorBody = {
      error: { code: 'NOT_FOUND', message: `No such path: ${request.method} ${path}` },
    };
    return reply.status(404).send(body);
  });
});
