import { z } from 'zod';
import { localizedTextSchema } from './languages.js';

/*
 * My Emergency Items on the wire (spec prep-checks-items §3, §7). Texts are localized objects.
 * Where the spec gives two spellings of a field, answers use the first (`name`, `userHasItem`) and
 * inputs accept both (ARCHITECTURE).
 */

const id = z.number().int().positive().max(2_147_483_647);
const iconSchema = z.object({ src: z.string(), alt: localizedTextSchema });

export const emergencyItemSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  userHasItem: z.boolean(),
  /** The Prep Checks that ask about it (their icons show beside the item). */
  prep_checks: z.array(z.object({ id: z.number().int(), name: localizedTextSchema, icon: iconSchema })),
});
export type EmergencyItem = z.infer<typeof emergencyItemSchema>;

/** `GET /public/web/emergency-items`: "I have..." and "I do not have...". A new user has every item in `no`. */
export const emergencyItemListSchema = z.object({
  yes: z.array(emergencyItemSchema),
  no: z.array(emergencyItemSchema),
});
export type EmergencyItemList = z.infer<typeof emergencyItemListSchema>;

/**
 * `PUT /public/web/emergency-items`: which item (`id`, or its English name or slug as `name` or
 * `item_name`) and whether the user has it (`hasItem` or `userHasItem`).
 */
export const emergencyItemSaveSchema = z
  .strictObject({
    id: id.optional(),
    name: z.string().min(1).max(200).optional(),
    item_name: z.string().min(1).max(200).optional(),
    hasItem: z.boolean().optional(),
    userHasItem: z.boolean().optional(),
  })
  .refine((body) => body.id !== undefined || body.name !== undefined || body.item_name !== undefined, {
    message: 'Name the item: id, name or item_name.',
  })
  .refine((body) => body.hasItem !== undefined || body.userHasItem !== undefined, {
    message: 'Say whether the user has it: hasItem or userHasItem.',
    path: ['hasItem'],
  })
  .refine(
    (body) =>
      body.hasItem === undefined || body.userHasItem === undefined || body.hasItem === body.userHasItem,
    { message: 'hasItem and userHasItem disagree.', path: ['userHasItem'] },
  );
export type EmergencyItemSave = z.infer<typeof emergencyItemSaveSchema>;

export const emergencyItemSavedSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  userHasItem: z.boolean(),
});
export type EmergencyItemSaved = z.infer<typeof emergencyItemSavedSchema>;
