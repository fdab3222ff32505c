import { z } from 'zod';
import { FEEDBACK_KINDS, FEEDBACK_MESSAGE_MAX, OUTBOUND_LINK_KEYS } from './constants.js';
import { languageCodeSchema } from './languages.js';

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

export const feedbackKindSchema = z.enum(FEEDBACK_KINDS);

/** `POST /public/feedback`: Report Issue, Request a Hazard and Submit Feedback. */
export const feedbackRequestSchema = z
  .object({
    kind: feedbackKindSchema,
    message: z.string().trim().min(1, 'message is required').max(FEEDBACK_MESSAGE_MAX),
    email: z
      .string()
      .trim()
      .email('email is not a valid address')
      .max(254)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    page: z.string().max(512).optional(),
    language: languageCodeSchema.optional(),
  })
  .strict();
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ id: z.number().int() });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;
