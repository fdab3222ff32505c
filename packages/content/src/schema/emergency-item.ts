import { z } from 'zod';
import { idSchema, nonEmptyText } from './common.js';
import { localized, machineTranslatedSchema } from './localized.js';

/** `emergency-items.yaml`: the items of My Emergency Items. Prep checks link to them by id. */
export const emergencyItemSchema = z
  .object({
    id: idSchema,
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    machine_translated: machineTranslatedSchema,
    text_by_language: localized(z.object({ name: nonEmptyText, description: nonEmptyText })),
  })
  .strict();
export const emergencyItemsFileSchema = z.object({ items: z.array(emergencyItemSchema).min(1) }).strict();
export type EmergencyItem = z.infer<typeof emergencyItemSchema>;
