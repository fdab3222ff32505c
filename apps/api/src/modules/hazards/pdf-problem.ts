import { DEFAULT_LANGUAGE, type LanguageCode } from '@prepwell/contract';
import { escapeHtml } from '../../lib/escape-html.js';
import { htmlLangAttributes } from '../../lib/html-lang.js';
import { PDF_LABELS } from './pdf-labels.js';

/**
 * What a browser tab opened on `/pdf/{slug}.{lang}.pdf` shows when the PDF cannot be made: a
 * short page in the PDF's language with the way back to the guide and the emergency number,
 * instead of the API's JSON error (which scripts and the API's own clients still get).
 */
export function pdfProblemPage(slug: string, lang: LanguageCode): string {
  const labels = PDF_LABELS[lang];
  const guide = `/hazards/${encodeURIComponent(slug)}${lang === DEFAULT_LANGUAGE ? '' : `?lang=${lang}`}`;
  return `<!doctype html>
<html ${htmlLangAttributes(lang)}>
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(labels.problem.title)} - Prepwell</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px 16px;color:#1a1a1a;line-height:1.5}
main{max-width:40rem;margin:0 auto}
h1{font-size:1.5rem;line-height:1.3}
a{display:inline-block;min-height:44px;line-height:44px;font-weight:600;color:#0b5394}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(labels.problem.title)}</h1>
<p>${escapeHtml(labels.problem.body)}</p>
<p><a href="${escapeHtml(guide)}">${escapeHtml(labels.problem.back)}</a></p>
<p>${escapeHtml(labels.call911)}</p>
</main>
</body>
</html>
`;
}

/** A browser's navigation (a tab opened on the PDF's address), as opposed to a script's call. */
export const isDocumentRequest = (headers: Record<string, string | string[] | undefined>) =>
  headers['sec-fetch-dest'] === 'document' ||
  (typeof headers.accept === 'string' && headers.accept.includes('text/html'));
