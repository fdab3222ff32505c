import { z } from 'zod';
import { PERSON_FILTERS, PLAN_FACTS, RATINGS, STAGES } from '@prepwell/contract';
import { ASPECTS, PREP_CHECK_SCOPES, QUESTION_TYPES } from '../constants.js';
import { idSchema, nonEmptyText } from './common.js';
import { localized, machineTranslatedSchema } from './localized.js';

/**
 * An answer option. Scoring (ARCHITECTURE.md): checkbox weights are −1…1 (negative = a harmful
 * choice); ranking weights are distinct 0…1, the ideal order highest first; grid options name
 * their `best_stage` and carry a weight for their order inside that column.
 */
export const optionSchema = z
  .object({
    id: idSchema,
    weight: z.number().min(-1).max(1),
    best_stage: z.enum(STAGES).optional(),
    emergency_item_id: idSchema.optional(),
    /** A question linked to the plan: what the plan must state for this option to start checked. */
    plan_facts: z.array(z.enum(PLAN_FACTS)).min(1).optional(),
    text_by_language: localized(z.object({ text: nonEmptyText, explainer_text: nonEmptyText })),
  })
  .strict();

const resultTextSchema = z.object({ preview: nonEmptyText, breakdown: nonEmptyText });

export const questionSchema = z
  .object({
    id: idSchema,
    question_type: z.enum(QUESTION_TYPES),
    aspect: z.enum(ASPECTS),
    icon: z.string().regex(/^[a-z0-9-]+\.svg$/),
    link_to_emergency_items: z.boolean().default(false),
    link_to_plan: z.boolean().default(false),
    text_by_language: localized(
      z.object({
        /** Short name shown in results, e.g. "Your flood kit". */
        name: nonEmptyText,
        question: nonEmptyText,
        instructions: nonEmptyText,
        explainer_text: nonEmptyText,
        /** Result texts per rating: a one-line preview and a markdown breakdown. */
        results: z.object(
          Object.fromEntries(RATINGS.map((r) => [r, resultTextSchema])) as Record<
            (typeof RATINGS)[number],
            typeof resultTextSchema
          >,
        ),
      }),
    ),
    options: z.array(optionSchema).min(3).max(12),
  })
  .strict();

/** `prep-checks/<slug>.yaml`: one Prep Check with its questions and options. */
export const prepCheckFileSchema = z
  .object({
    id: idSchema,
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    hazard_id: idSchema,
    scope: z.enum(PREP_CHECK_SCOPES),
    filters: z.array(z.enum(PERSON_FILTERS)),
    light_icon: z.string().regex(/^[a-z0-9-]+\.svg$/),
    dark_icon: z.string().regex(/^[a-z0-9-]+\.svg$/),
    machine_translated: machineTranslatedSchema,
    text_by_language: localized(z.object({ title: nonEmptyText, icon_alt: nonEmptyText })),
    questions: z.array(questionSchema).min(3).max(6),
  })
  .strict();
export type PrepCheckFile = z.infer<typeof prepCheckFileSchema>;
export type Question = z.infer<typeof questionSchema>;
