import { eq } from 'drizzle-orm';
import { emptyPlan, type StoredPlan } from '@prepwell/contract';
import type { Database } from '../db/client.js';
import { emergencyPlans } from '../db/schema.js';

/*
 * The user's emergency plan (emergency_plans): My Emergency Plan reads and writes it, and a Prep
 * Check reads it to pre-fill the questions linked to it and to link its results to the sections
 * to fill in (ADR 035).
 */

/** The user's plan, or an empty one at revision 0 before the first save. */
export async function findPlan(db: Database, userId: string): Promise<StoredPlan> {
  const [row] = await db.select().from(emergencyPlans).where(eq(emergencyPlans.userId, userId));
  if (!row) return { plan: emptyPlan(), revision: 0, updated_at: null };
  return { plan: row.plan, revision: row.revision, updated_at: row.updatedAt.toISOString() };
}
