import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * Emotion's cache for pages written right to left: every rule's left and right, margins,
 * paddings, borders and positions, swapped as it is inserted (ADR 036). Its own key, so its class
 * names never meet the left-to-right cache's; the server renders with this same cache, and the
 * browser reads the server's rules of it back.
 */
export const rtlCache = createCache({ key: 'rtl', stylisPlugins: [rtlPlugin] });
