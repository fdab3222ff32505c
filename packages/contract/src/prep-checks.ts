import { z } from 'zod';
import { personFilterSchema, ratingSchema, stageSchema } from './common.js';
import { PREP_CHECK_QUESTION_TYPES, SUBMISSION_STATUSES } from './constants.js';
import { languageCodeSchema, localizedTextSchema } from './languages.js';
import { PLAN_SECTIONS } from './plan-constants.js';

/*
 * Prep Checks on the wire (spec prep-checks-items §3, §7; My Emergency Items: emergency-items.ts).
 * Texts are localized objects: English and the `?lang=` language, or every language without it.
 * Where the spec gives two spellings of a field, answers use the first (`question_id`) and inputs
 * accept both (ARCHITECTURE).
 */

const id = z.number().int().positive().max(2_147_483_647);
/** `/:id` in a path: numeric only (spec §5: "{id} must be numeric"). */
export const prepCheckIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const prepCheckLangQuerySchema = z.object({ lang: languageCodeSchema.optional() });

const iconSchema = z.object({ src: z.string(), alt: localizedTextSchema });

/** A Prep Check as the landing's cards show it (no questions). */
export const prepCheckSummarySchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  scope: z.literal('INDIVIDUAL'),
  hazard_id: z.number().int(),
  /** Who it is for (the landing's filter chips); empty: everyone. */
  filters: z.array(personFilterSchema),
  /** For light surfaces (the app has no dark theme: this is the one cards show). */
  light_icon: iconSchema,
  /** For dark surfaces (the questionnaire's banner). */
  dark_icon: iconSchema,
  question_count: z.number().int(),
});
export type PrepCheckSummary = z.infer<typeof prepCheckSummarySchema>;

export const prepCheckListResponseSchema = z.object({ prep_checks: z.array(prepCheckSummarySchema) });
export type PrepCheckListResponse = z.infer<typeof prepCheckListResponseSchema>;

/**
 * An option as a reader sees it: never its weight or best stage (the answer key stays on the
 * server). Listed in the content's order; the questionnaire shuffles ranking and grid options.
 */
export const questionOptionSchema = z.object({
  id: z.number().int(),
  text: localizedTextSchema,
  explainer_text: localizedTextSchema,
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export const questionTypeSchema = z.enum(PREP_CHECK_QUESTION_TYPES);

/** How many slots each grid column has: the number of options whose best stage it is. */
export const stageSlotsSchema = z.object({
  Before: z.number().int(),
  During: z.number().int(),
  After: z.number().int(),
});
export type StageSlots = z.infer<typeof stageSlotsSchema>;

export const prepCheckQuestionSchema = z.object({
  id: z.number().int(),
  question_type: questionTypeSchema,
  /** A short name (results list). */
  name: localizedTextSchema,
  question: localizedTextSchema,
  /** The spec's "subheading or instructions". */
  instructions: localizedTextSchema,
  explainer_text: localizedTextSchema,
  icon: z.object({ src: z.string() }),
  link_to_emergency_items: z.boolean(),
  /** Linked to My Emergency Plan: options the plan states start checked (ADR 035). */
  link_to_plan: z.boolean(),
  /** Grid questions only: each column's slot count. */
  slots: stageSlotsSchema.nullable(),
  options: z.array(questionOptionSchema),
});
export type PrepCheckQuestion = z.infer<typeof prepCheckQuestionSchema>;

/** `GET /public/prep-checks/{id}`: one Prep Check with its questions in order. */
export const prepCheckSchema = prepCheckSummarySchema.extend({
  questions: z.array(prepCheckQuestionSchema),
});
export type PrepCheck = z.infer<typeof prepCheckSchema>;

/** `GET /public/prep-check-up-next/{id}`: the Prep Check to suggest after `{id}`, or null when none is left. */
export const prepCheckUpNextResponseSchema = z.object({ up_next: prepCheckSummarySchema.nullable() });
export type PrepCheckUpNextResponse = z.infer<typeof prepCheckUpNextResponseSchema>;

// ——— Answers ———

/** Ranking (OneD_Ordered_List): the option and its 1-based order. */
export const rankingAnswerSchema = z.strictObject({
  answer_id: id,
  answer: z.strictObject({ id, order: z.number().int().min(1).max(100) }),
});
/** Grid (TwoD_Grid_Placement): the option, its column and its 1-based slot in it. */
export const gridAnswerSchema = z.strictObject({
  answer_id: id,
  answer: z.strictObject({
    id,
    placement: z.strictObject({ stage: stageSchema, position: z.number().int().min(1).max(100) }),
  }),
});
/** Checkboxes: a checked option (unchecked options have no answer). */
export const checkboxAnswerSchema = z.strictObject({
  answer_id: id,
  answer: z.strictObject({ id, checked: z.literal(true) }),
});
export const userAnswerSchema = z.union([rankingAnswerSchema, gridAnswerSchema, checkboxAnswerSchema]);
export type UserAnswer = z.infer<typeof userAnswerSchema>;

export const submittedResponseSchema = z.strictObject({
  question_id: id,
  user_answer: z.array(userAnswerSchema).max(100),
});
export type SubmittedResponse = z.infer<typeof submittedResponseSchema>;

export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

/**
 * `POST` and `PUT /public/prep-check-submissions`: the whole submission, every save. Without `id`
 * a POST creates the user's draft of the Prep Check (or updates the one there is: one draft per
 * user and Prep Check). `revision` counts the client's saves: a save older than the stored one
 * answers 409, so a retried old save never overwrites a newer one (an equal one is the same save
 * again and succeeds). `status: SUBMITTED` submits: the server scores it then. The fields a
 * stored submission adds (`amountDone`, `date_modified`, `prefill`) may come back and are ignored.
 */
export const submissionSaveSchema = z.object({
  id: id.optional(),
  prep_check_id: id,
  status: submissionStatusSchema,
  revision: z.number().int().min(0).max(2_147_483_647),
  submitted_responses: z.array(submittedResponseSchema).max(100),
});
export type SubmissionSave = z.infer<typeof submissionSaveSchema>;

/** Options of a linked question that a new answer starts checked with: those whose item the user has. */
export const submissionPrefillSchema = z.object({
  question_id: z.number().int(),
  option_ids: z.array(z.number().int()),
});

/** A stored submission (its `id` is null for a draft not saved yet). */
export const submissionSchema = z.object({
  id: z.number().int().nullable(),
  prep_check_id: z.number().int(),
  status: submissionStatusSchema,
  revision: z.number().int(),
  submitted_responses: z.array(submittedResponseSchema),
  /** Answered questions over all; under 1 while a draft (at most 0.99), 1 once submitted. */
  amountDone: z.number(),
  /** ISO date-time of the last save (null before the first). */
  date_modified: z.string().nullable(),
  /** Linked questions' pre-fill from My Emergency Items and My Emergency Plan (drafts only). */
  prefill: z.array(submissionPrefillSchema),
});
export type Submission = z.infer<typeof submissionSchema>;

/**
 * What a save answers (201 created, 200 updated): the stored submission without the answers it
 * was sent (the client has them), so an autosave costs the server and the phone less.
 */
export const submissionSavedSchema = submissionSchema.omit({ submitted_responses: true, prefill: true });
export type SubmissionSaved = z.infer<typeof submissionSavedSchema>;

/**
 * `GET /public/prep-check-submissions/{id}` where `{id}` is the **Prep Check's** id: with
 * `drafts=true` the user's draft of it, or a new one not saved yet (`id` null, an empty answer
 * entry for the first question); with `drafts=false` the latest submitted one (404 when none).
 */
export const submissionQuerySchema = z.object({
  lang: languageCodeSchema.optional(),
  drafts: z.enum(['true', 'false']).default('true'),
});

export const badgeSchema = z.object({
  id: z.number().int(),
  level: ratingSchema,
  name: localizedTextSchema,
  icon: iconSchema,
});
export type Badge = z.infer<typeof badgeSchema>;

/** `GET /public/prep-check-submissions?overview=true`: the landing's progress and submitted entries. */
export const submissionsOverviewSchema = z.object({
  /** One per Prep Check with a draft or a submission; `id` is the Prep Check's. */
  progress: z.array(z.object({ id: z.number().int(), amountDone: z.number() })),
  /** The latest submission of each submitted Prep Check. */
  submitted: z.array(z.object({ prep_check_id: z.number().int(), score: z.number(), badge: badgeSchema })),
});
export type SubmissionsOverview = z.infer<typeof submissionsOverviewSchema>;

export const submissionsOverviewQuerySchema = z.object({
  lang: languageCodeSchema.optional(),
  overview: z.enum(['true', 'false']).default('true'),
});

export const journeyPhaseSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  subcopy: localizedTextSchema,
  award_text: localizedTextSchema,
  icon: z.object({ src: z.string(), url: z.string(), alt: localizedTextSchema }),
});
export type JourneyPhase = z.infer<typeof journeyPhaseSchema>;

/** `GET /public/prep-check-stats`: the user's journey phase and how many Prep Checks they completed. */
export const prepCheckStatsSchema = z.object({
  journeyPhase: localizedTextSchema,
  journeyPhaseIcon: z.object({ src: z.string(), url: z.string(), alt: localizedTextSchema }),
  journeyPhaseSubcopy: localizedTextSchema,
  numCompleted: z.number().int(),
  numTotal: z.number().int(),
});
export type PrepCheckStats = z.infer<typeof prepCheckStatsSchema>;

/** One question of a result (the spec's first spelling; ratings LOW, MEDIUM, HIGH). */
export const resultQuestionSchema = z.object({
  question_id: z.number().int(),
  question_name: localizedTextSchema,
  question_text: localizedTextSchema,
  question_image: z.object({ src: z.string() }),
  component_rating: ratingSchema,
  score: z.number(),
  result_preview_text: localizedTextSchema,
  /** Markdown: links starting with "/" stay in the app, others open a new tab. */
  breakdown_text: localizedTextSchema,
  /**
   * A question linked to My Emergency Plan: the sections to fill in for what the plan does not
   * state yet (read from the plan as it is now, not as it was when submitted). Empty otherwise.
   */
  plan_sections: z.array(z.enum(PLAN_SECTIONS)),
});
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

/**
 * `GET /public/prep-check-results/{id}`: the latest submitted result of a Prep Check, as it was
 * when submitted. `newBadge` when its badge differs from the one before; `newJourneyPhase` is
 * the phase reached, set only when it rose above every phase reached before. `questions` is
 * left out with `overview=true`.
 */
export const prepCheckResultSchema = z.object({
  prep_check_id: z.number().int(),
  prepCheckTitle: localizedTextSchema,
  lightPrepCheckIcon: iconSchema,
  dateLastUpdated: z.string(),
  score: z.number(),
  badge: badgeSchema,
  badgeName: localizedTextSchema,
  badgeAwardText: localizedTextSchema,
  newBadge: z.boolean(),
  journeyPhase: journeyPhaseSchema,
  newJourneyPhase: journeyPhaseSchema.nullable(),
  newJourneyPhaseAwardText: localizedTextSchema.nullable(),
  questions: z.array(resultQuestionSchema).optional(),
});
export type PrepCheckResult = z.infer<typeof prepCheckResultSchema>;

export const prepCheckResultQuerySchema = z.object({
  lang: languageCodeSchema.optional(),
  overview: z.enum(['true', 'false']).default('false'),
});

/** `GET /public/prep-check-results`: the latest result of each submitted Prep Check, without questions. */
export const prepCheckResultListSchema = z.object({ results: z.array(prepCheckResultSchema) });
export type PrepCheckResultList = z.infer<typeof prepCheckResultListSchema>;
