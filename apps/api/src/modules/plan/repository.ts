import { eq, sql } from 'drizzle-orm';
import type { Plan, StoredPlan } from '@prepwell/contract';
import type { Database } from '../../db/client.js';
import { emergencyPlans } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

// The user's plan is read by lib/user-plan.ts's findPlan (Prep Checks read it too).

/**
 * Stores the user's whole plan at `revision`. A revision older than the stored one is refused
 * (409): a retried old save never overwrites a newer one. An equal one stores again (the same
 * save, retried after its answer was lost).
 */
export async function savePlan(
  db: Database,
  userId: string,
  plan: Plan,
  revision: number,
): Promise<StoredPlan> {
  const [row] = await db
    .insert(emergencyPlans)
    .values({ userId, plan, revision })
    .onConflictDoUpdate({
      target: emergencyPlans.userId,
      set: { plan, revision, updatedAt: sql`now()` },
      setWhere: sql`${emergencyPlans.revision} <= ${revision}`,
    })
    .returning();
  if (!row)
    throw new AppError('CONFLICT', 'A newer version of your plan is already saved; reload to see it.');
  return { plan: row.plan, revision: row.revision, updated_at: row.updatedAt.toISOString() };
}

/** Deletes the user's plan (the account's other data stays). */
export async function deletePlan(db: Database, userId: string): Promise<void> {
  await db.delete(emergencyPlans).where(eq(emergencyPlans.userId, userId));
}
