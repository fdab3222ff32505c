import { z } from 'zod';

/** At most this many hazard ids in one anonymous `?bookmarks=` list. */
export const BOOKMARKS_MAX = 200;

/** A comma list of hazard ids (`1,2,3`), each a positive integer, at most BOOKMARKS_MAX. */
export const hazardIdListSchema = z
  .string()
  .max(BOOKMARKS_MAX * 11)
  .transform((value, context) => {
    const parts = value.split(',').filter((part) => part.trim() !== '');
    if (parts.length > BOOKMARKS_MAX) {
      context.addIssue({ code: 'custom', message: `at most ${BOOKMARKS_MAX} hazard ids` });
      return z.NEVER;
    }
    const ids: number[] = [];
    for (const part of parts) {
      if (!/^\s*\d{1,9}\s*$/.test(part)) {
        context.addIssue({ code: 'custom', message: `"${part.trim()}" is not a hazard id` });
        return z.NEVER;
      }
      ids.push(Number(part));
    }
    return [...new Set(ids)];
  });
