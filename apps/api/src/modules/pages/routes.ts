import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  PRODUCT_NAME,
  SITEMAP_PAGES,
  pickText,
  type LanguageCode,
} from '@prepwell/contract';
import { AppError } from '../../lib/app-error.js';
import { currentGuide } from '../../lib/guide/guide.js';
import type { HazardRow } from '../../lib/guide/read-guide.js';
import { pageLanguage } from '../../lib/page-language.js';
import { HAZARD_PAGE_PATH } from './hazard-path.js';

import { publicOrigin } from '../../lib/public-origin.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { PageHead, PageHeadProvider } from '../../plugins/web.js';
import { loadSharp } from '../../lib/sharp.js';

/** The address of a hazard page in one language (English has no `?lang=`). */
export const hazardPageUrl = (origin: string, slug: string, lang: LanguageCode) =>
  `${origin}/hazards/${slug}${lang === DEFAULT_LANGUAGE ? '' : `?lang=${lang}`}`;

/** Languages a hazard is written in, English first. */
const languagesOf = (hazard: HazardRow): LanguageCode[] =>
  LANGUAGE_CODES.filter((lang) => lang === DEFAULT_LANGUAGE || hazard.translations.includes(lang));

/** `og:locale` values for our codes. */
const OG_LOCALE: Record<LanguageCode, string> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  ja: 'ja_JP',
  zh: 'zh_CN',
  ru: 'ru_RU',
  vi: 'vi_VN',
  tl: 'tl_PH',
  ko: 'ko_KR',
  ht: 'ht_HT',
  pt: 'pt_BR',
  ar: 'ar_AR',
};

/**
 * The head of a hazard page: its title and description in the page's language, the canonical
 * address, `hreflang` alternates for the languages it is written in, and Open Graph / Twitter
 * tags so a shared link (`/s/{id}` redirects here) previews with the hazard's name and icon.
 */
export function hazardPageHead(app: FastifyInstance): PageHeadProvider {
  return async (request, path) => {
    const match = HAZARD_PAGE_PATH.exec(path);
    if (!match?.[1]) return null;
    const guide = await currentGuide(app);
    const hazard = guide.findByAddress(match[1]);
    if (!hazard) return null;
    const asked = pageLanguage(request);
    const lang = languagesOf(hazard).includes(asked) ? asked : DEFAULT_LANGUAGE;
    const origin = publicOrigin(app.config);
    const name = pickText(hazard.name, lang);
    const description = pickText(hazard.description, lang);
    const title = `${name} - ${PRODUCT_NAME}`;
    const url = hazardPageUrl(origin, hazard.slug, lang);
    const image = `${origin}${API_PATHS.hazardPreviewImage.replace(':file', `${hazard.slug}.png`)}`;
    const meta = (attribute: 'name' | 'property', key: string, content: string) =>
      `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
    const tags = [
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      ...languagesOf(hazard).map(
        (alternate) =>
          `<link rel="alternate" hreflang="${alternate}" href="${escapeHtml(hazardPageUrl(origin, hazard.slug, alternate))}" />`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(hazardPageUrl(origin, hazard.slug, DEFAULT_LANGUAGE))}" />`,
      meta('property', 'og:type', 'article'),
      meta('property', 'og:site_name', PRODUCT_NAME),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', '512'),
      meta('property', 'og:image:height', '512'),
      meta('property', 'og:image:alt', name),
      meta('property', 'og:locale', OG_LOCALE[lang]),
      meta('name', 'twitter:card', 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', image),
    ].map((tag) => `    ${tag}`);
    const head: PageHead = { lang, title, description, tags: tags.join('\n') };
    return head;
  };
}

/** A hazard's icon as a 512 px PNG on the app's light blue: link previews do not take SVG. */
async function previewImage(svg: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const icon = await sharp(svg, { density: 600 })
    .resize(320, 320, { fit: 'contain', background: '#00000000' })
    .png()
    .toBuffer();
  return sharp({ create: { width: 512, height: 512, channels: 4, background: '#e8f1fb' } })
    .composite([{ input: icon, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** `/robots.txt`, `/sitemap.xml` and link-preview images: what search engines and previews read. */
export async function pagesRoutes(fastify: FastifyInstance, options: { iconsDir: string }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const origin = publicOrigin(app.config);

  app.get(API_PATHS.robots, { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      // Calls, sign-in pages and personal pages say nothing to a search engine.
      'Disallow: /public/',
      'Disallow: /self-service/',
      'Disallow: /auth/',
      'Disallow: /identity/',
      'Disallow: /s/',
      'Disallow: /settings/account',
      'Disallow: /my-emergency-items',
      'Disallow: /bookmarks',
      '',
      `Sitemap: ${origin}${API_PATHS.sitemap}`,
      '',
    ].join('\n');
  });

  app.get(API_PATHS.sitemap, { schema: { hide: true } }, async (_request, reply) => {
    const body = await app.contentCache.get('sitemap', async () => {
      const guide = await currentGuide(app);
      const entries = SITEMAP_PAGES.map(
        (page) => `  <url><loc>${escapeHtml(`${origin}${page}`)}</loc></url>`,
      );
      for (const hazard of guide.hazards) {
        const languages = languagesOf(hazard);
        const alternates = languages
          .map(
            (lang) =>
              `    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(hazardPageUrl(origin, hazard.slug, lang))}" />`,
          )
          .join('\n');
        for (const lang of languages) {
          entries.push(
            `  <url>\n    <loc>${escapeHtml(hazardPageUrl(origin, hazard.slug, lang))}</loc>\n` +
              `    <lastmod>${hazard.dateModified.toISOString().slice(0, 10)}</lastmod>\n${alternates}\n  </url>`,
          );
        }
      }
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `${entries.join('\n')}\n</urlset>\n`
      );
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, no-cache')
      .send(body);
  });

  app.get(
    API_PATHS.hazardPreviewImage,
    { schema: { hide: true, params: z.object({ file: z.string().max(120) }) } },
    async (request, reply) => {
      const slug = /^([a-z0-9-]+)\.png$/.exec(request.params.file)?.[1];
      const hazard = slug ? (await currentGuide(app)).find(slug) : undefined;
      if (!hazard) throw new AppError('NOT_FOUND', 'No preview image for this hazard.');
      const png = await app.contentCache.get(`preview:${hazard.id}`, async () => {
        const file = hazard.iconSrc.split('/').pop() ?? '';
        return previewImage(await readFile(`${options.iconsDir}/hazards/${file}`));
      });
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    },
  );
}
