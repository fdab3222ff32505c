import { z } from 'zod';
import { OUTBOUND_LINK_KEYS } from './constants.js';

export const healthResponseSchema = z.object({ status: z.literal('ok') });
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  contentVersion: z.number().int().nullable(),
});

/** `GET /public/config`: what the browser may know of the server's configuration. */
export const clientConfigSchema = z.object({
  environment: z.enum(['dev', 'staging', 'beta', 'production', 'unknown']),
  features: z.object({ sponsors: z.boolean(), profiles: z.boolean() }),
  links: z.partialRecord(z.enum(OUTBOUND_LINK_KEYS), z.string().url()),
  /** When set, Report Issue / Request a Hazard / Submit Feedback open this address instead of our form. */
  feedbackUrl: z.string().url().nullable(),
  /** `name` null: no provider named, so the app names it in the reader's language ("an AI translation service"). */
  translationProvider: z.object({ name: z.string().nullable(), url: z.string().url().nullable() }),
  /**
   * Where Manage Account goes: the identity provider's account page (the bundled provider's
   * `/identity/account`, or `OIDC_ACCOUNT_URL`); null hides the entry.
   */
  manageAccountUrl: z.string().nullable(),
  /** Share links are `{shareLinkBase}/{id}`; a path is on this origin. */
  shareLinkBase: z.string(),
  /** PDFs are `{pdfBase}/{slug}.{lang}.pdf`; a path is on this origin. */
  pdfBase: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
