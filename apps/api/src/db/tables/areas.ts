/**
 * Local areas (content: the loader fills them from `local/<region>/region.yaml`). In a file of
 * their own because both the platform's hazards (a LOCAL hazard's region) and the content tables
 * (sponsors, local content) point at them, and neither of those files may import the other.
 */
import { boolean, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import type { Area } from '@prepwell/content';
import { archivedAt, localizedText } from './columns.js';

/** A local area (a sample region today): its GeoJSON outline and bounding box for quick tests. */
export const sponsorAreas = pgTable('sponsor_areas', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localizedText('name').notNull(),
  sample: boolean('sample').notNull(),
  area: jsonb('area').$type<Area>().notNull(),
  minLat: real('min_lat').notNull(),
  maxLat: real('max_lat').notNull(),
  minLng: real('min_lng').notNull(),
  maxLng: real('max_lng').notNull(),
  archivedAt: archivedAt(),
});
