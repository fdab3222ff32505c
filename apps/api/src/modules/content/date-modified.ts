import { createHash } from 'node:crypto';

/**
 * A row whose readers see when it last changed (hazards, crisis options), as mapped from its
 * file: `contentHash` fingerprints the file's content without its `date_modified`.
 */
export interface DatedRow<Row extends { id: number; contentHash: string }> {
  row: Row;
  /** `date_modified` written in the content file (ISO date), if any. */
  dateInFile: string | undefined;
}

/** What the database holds for a row before the load. */
export interface StoredDate {
  contentHash: string | null;
  dateModified: Date;
}

/** SHA-256 of a value's JSON with object keys sorted, so reordering keys in a file changes nothing. */
export function contentHashOf(value: unknown): string {
  const canonical = JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** An ISO date (`2026-11-25`) as midnight UTC. */
export const dateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

/**
 * The `date_modified` a row gets from this load (ADR 011):
 * 1. a date written in its file wins;
 * 2. a row seen for the first time gets the spec's default;
 * 3. a row whose content is unchanged keeps its stored date, and so does a row stored before
 *    hashes existed (its hash is null: nothing tells whether it changed, and restamping every
 *    row is the bug this rule fixes);
 * 4. a row whose content changed gets the load time.
 */
export function resolveDateModified(
  dated: { contentHash: string; dateInFile: string | undefined },
  stored: StoredDate | undefined,
  loadTime: Date,
  defaultDate: string,
): Date {
  if (dated.dateInFile) return dateOf(dated.dateInFile);
  if (!stored) return dateOf(defaultDate);
  if (stored.contentHash === null || stored.contentHash === dated.contentHash) return stored.dateModified;
  return loadTime;
}

/** Each row with the `dateModified` it gets from this load. */
export function withDateModified<Row extends { id: number; contentHash: string }>(
  dated: readonly DatedRow<Row>[],
  stored: ReadonlyMap<number, StoredDate>,
  loadTime: Date,
  defaultDate: string,
): (Row & { dateModified: Date })[] {
  return dated.map(({ row, dateInFile }) => ({
    ...row,
    dateModified: resolveDateModified(
      { contentHash: row.contentHash, dateInFile },
      stored.get(row.id),
      loadTime,
      defaultDate,
    ),
  }));
}
