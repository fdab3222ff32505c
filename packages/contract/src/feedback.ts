import { z } from 'zod';
import { FEEDBACK_KINDS, FEEDBACK_MESSAGE_MAX } from './constants.js';
import { languageCodeSchema } from './languages.js';

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
