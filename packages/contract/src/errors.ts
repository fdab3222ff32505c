import { z } from 'zod';
import { API_ERROR_CODES, type ApiErrorCode } from './constants.js';

export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES as [ApiErrorCode, ...ApiErrorCode[]]),
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
