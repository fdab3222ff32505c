import { z } from 'zod';
import { hazardIdListSchema } from './hazard-ids.js';
import { creatorSchema } from './hazards.js';
import { languageCodeSchema, localizedTextSchema } from './languages.js';

/** `POST /public/guide/bookmark`. */
export const bookmarkCreateRequestSchema = z.object({ hazard_id: z.number().int().positive() });
export type BookmarkCreateRequest = z.infer<typeof bookmarkCreateRequestSchema>;

/** 201 with the new bookmark's id; 200 with the existing one when the hazard was already bookmarked. */
export const bookmarkCreateResponseSchema = z.object({ bookmark_id: z.number().int() });
export type BookmarkCreateResponse = z.infer<typeof bookmarkCreateResponseSchema>;

export const bookmarkIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A bookmarked hazard as the Bookmarks screen shows it (spec: slug, icon, name, local, creator, description). */
export const bookmarkedHazardSchema = z.object({
  hazard_id: z.number().int(),
  slug: z.string(),
  icon: z.object({ src: z.string() }),
  name: localizedTextSchema,
  description: localizedTextSchema,
  local: z.boolean(),
  creator: creatorSchema.nullable(),
});
export type BookmarkedHazard = z.infer<typeof bookmarkedHazardSchema>;

/** A signed-in user's bookmark: its id and its hazard. */
export const bookmarkSchema = bookmarkedHazardSchema.extend({ bookmark_id: z.number().int() });
export type Bookmark = z.infer<typeof bookmarkSchema>;

/** `GET /public/v2/authenticated/bookmarks`: the user's bookmarks, local hazards first, then by slug. */
export const bookmarkListResponseSchema = z.object({ bookmarks: z.array(bookmarkSchema) });
export type BookmarkListResponse = z.infer<typeof bookmarkListResponseSchema>;

/** `GET /public/v2/bookmarks?bookmarks=`: the hazards of an anonymous reader's stored ids. */
export const bookmarkedHazardsResponseSchema = z.object({ bookmarks: z.array(bookmarkedHazardSchema) });
export type BookmarkedHazardsResponse = z.infer<typeof bookmarkedHazardsResponseSchema>;

export const bookmarkListQuerySchema = z.object({
  /** The language to answer in besides English; without it, every language. */
  lang: languageCodeSchema.optional(),
});

export const anonymousBookmarksQuerySchema = bookmarkListQuerySchema.extend({
  bookmarks: hazardIdListSchema.default([]),
});
