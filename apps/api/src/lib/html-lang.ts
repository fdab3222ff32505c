import { htmlDirAttribute } from '@prepwell/contract';
import { escapeHtml } from './escape-html.js';

/**
 * The attributes of a page's `<html>` in `lang`: its language and, for a language written right to
 * left (Arabic), its direction, so the page is mirrored from the first byte (ADR 036).
 */
export const htmlLangAttributes = (lang: string): string =>
  `lang="${escapeHtml(lang)}"${htmlDirAttribute(lang)}`;
