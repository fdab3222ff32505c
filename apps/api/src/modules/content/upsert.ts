import { and, getTableColumns, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import type { StoredDate } from './date-modified.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Insert or update rows by id, then archive (never delete) rows of the table that left the pack,
 * and un-archive those that came back.
 */
export async function upsertById<T extends PgTable & { id: PgColumn; archivedAt: PgColumn }>(
  tx: Tx,
  table: T,
  rows: readonly (T['$inferInsert'] & { id: number })[],
): Promise<void> {
  const [first] = rows;
  if (first) {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const set: Record<string, SQL> = {};
    for (const key of Object.keys(first)) {
      const column = columns[key];
      if (key !== 'id' && column) set[key] = sql.raw(`excluded."${column.name}"`);
    }
    set.archivedAt = sql`null`;
    await tx
      .insert(table)
      .values([...rows] as T['$inferInsert'][])
      .onConflictDoUpdate({ target: table.id, set: set as never });
  }
  const ids = rows.map((row) => row.id);
  await tx
    .update(table)
    .set({ archivedAt: new Date() } as never)
    .where(and(isNull(table.archivedAt), ids.length > 0 ? notInArray(table.id, ids) : undefined));
}

/** The stored `date_modified` and content hash of every row of a dated table, by id. */
export async function readStoredDates<
  T extends PgTable & { id: PgColumn; contentHash: PgColumn; dateModified: PgColumn },
>(tx: Tx, table: T): Promise<Map<number, StoredDate>> {
  const rows = (await tx
    .select({ id: table.id, contentHash: table.contentHash, dateModified: table.dateModified })
    .from(table as PgTable)) as { id: number; contentHash: string | null; dateModified: Date }[];
  return new Map(rows.map(({ id, ...stored }) => [id, stored]));
}
