import type { z } from 'zod';
import type { feedbackRequestSchema } from '@prepwell/contract';
import type { Database } from '../../db/client.js';
import { feedback } from '../../db/schema.js';

export async function saveFeedback(
  db: Database,
  input: z.output<typeof feedbackRequestSchema>,
): Promise<number> {
  const [row] = await db
    .insert(feedback)
    .values({
      kind: input.kind,
      message: input.message,
      email: input.email ?? null,
      page: input.page ?? null,
      language: input.language ?? null,
    })
    .returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned no row');
  return row.id;
}
