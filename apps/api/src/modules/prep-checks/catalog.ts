import type { FastifyInstance } from 'fastify';
import { asc, isNull } from 'drizzle-orm';
import {
  slotsPerStage,
  type Badge,
  type EmergencyItem,
  type JourneyPhase,
  type LocalizedText,
  type PrepCheck,
  type PrepCheckQuestion,
  type PrepCheckSummary,
  type Rating,
} from '@prepwell/contract';
import type { Database } from '../../db/client.js';
import { badges, emergencyItems, journeyPhases, options, prepChecks, questions } from '../../db/schema.js';
import { onlyLanguages, type LanguageChoice } from '../../lib/guide/guide.js';

export type PrepCheckRow = typeof prepChecks.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type OptionRow = typeof options.$inferSelect;
export type BadgeRow = typeof badges.$inferSelect;
export type JourneyPhaseRow = typeof journeyPhases.$inferSelect;
export type EmergencyItemRow = typeof emergencyItems.$inferSelect;

/** A question with its options in the content's order. */
export interface CatalogQuestion extends QuestionRow {
  options: OptionRow[];
}

/** A Prep Check with its questions in order. */
export interface CatalogCheck extends PrepCheckRow {
  questions: CatalogQuestion[];
}

/**
 * Prep Checks, their questions and options (weights and best stages included: only this server
 * reads them), badges, journey phases and emergency items, read once per content version.
 * Archived rows are left out.
 */
export class PrepCheckCatalog {
  /** In id order (the spec's "order" for up-next and the landing). */
  readonly checks: CatalogCheck[];
  private readonly byId: Map<number, CatalogCheck>;
  private readonly questionById = new Map<number, CatalogQuestion>();
  private readonly badgeByLevel: Map<Rating, BadgeRow>;
  /** Lowest first: by the completed count, then the average score they need. */
  readonly phases: JourneyPhaseRow[];
  readonly items: EmergencyItemRow[];
  private readonly itemChecks = new Map<number, CatalogCheck[]>();

  constructor(rows: {
    checks: PrepCheckRow[];
    questions: QuestionRow[];
    options: OptionRow[];
    badges: BadgeRow[];
    phases: JourneyPhaseRow[];
    items: EmergencyItemRow[];
  }) {
    const optionsOf = new Map<number, OptionRow[]>();
    for (const option of rows.options)
      optionsOf.set(option.questionId, [...(optionsOf.get(option.questionId) ?? []), option]);
    const questionsOf = new Map<number, CatalogQuestion[]>();
    for (const row of rows.questions) {
      const question = { ...row, options: optionsOf.get(row.id) ?? [] };
      this.questionById.set(row.id, question);
      questionsOf.set(row.prepCheckId, [...(questionsOf.get(row.prepCheckId) ?? []), question]);
    }
    this.checks = rows.checks.map((check) => ({ ...check, questions: questionsOf.get(check.id) ?? [] }));
    this.byId = new Map(this.checks.map((check) => [check.id, check]));
    this.badgeByLevel = new Map(rows.badges.map((badge) => [badge.level, badge]));
    this.phases = [...rows.phases].sort(
      (a, b) => a.minCompleted - b.minCompleted || a.minAverageScore - b.minAverageScore,
    );
    this.items = rows.items;
    for (const check of this.checks) {
      for (const question of check.questions) {
        for (const option of question.options) {
          if (option.emergencyItemId === null) continue;
          const list = this.itemChecks.get(option.emergencyItemId) ?? [];
          if (!list.includes(check)) list.push(check);
          this.itemChecks.set(option.emergencyItemId, list);
        }
      }
    }
  }

  check(id: number): CatalogCheck | undefined {
    return this.byId.get(id);
  }

  question(id: number): CatalogQuestion | undefined {
    return this.questionById.get(id);
  }

  badge(level: Rating): BadgeRow {
    const badge = this.badgeByLevel.get(level);
    if (!badge) throw new Error(`no badge for ${level} in the content`);
    return badge;
  }

  badgeById(id: number): BadgeRow | undefined {
    return [...this.badgeByLevel.values()].find((badge) => badge.id === id);
  }

  phase(id: number): JourneyPhaseRow | undefined {
    return this.phases.find((phase) => phase.id === id);
  }

  /** The Prep Checks whose questions ask about an item. */
  checksOfItem(itemId: number): CatalogCheck[] {
    return this.itemChecks.get(itemId) ?? [];
  }

  item(key: { id?: number; name?: string }): EmergencyItemRow | undefined {
    if (key.id !== undefined) return this.items.find((item) => item.id === key.id);
    const name = key.name?.trim().toLowerCase();
    return this.items.find((item) => item.slug === name || item.name.en.toLowerCase() === name);
  }
}

/** The wire's shapes, texts cut to the languages asked for. */
export class PrepCheckWire {
  constructor(private readonly languages: LanguageChoice) {}

  text(value: LocalizedText): LocalizedText {
    return onlyLanguages(value, this.languages) as LocalizedText;
  }

  summary(check: CatalogCheck): PrepCheckSummary {
    const alt = this.text(check.iconAlt);
    return {
      id: check.id,
      title: this.text(check.title),
      scope: check.scope,
      hazard_id: check.hazardId,
      filters: check.filters,
      light_icon: { src: check.lightIcon, alt },
      dark_icon: { src: check.darkIcon, alt },
      question_count: check.questions.length,
    };
  }

  prepCheck(check: CatalogCheck): PrepCheck {
    return { ...this.summary(check), questions: check.questions.map((q) => this.question(q)) };
  }

  question(question: CatalogQuestion): PrepCheckQuestion {
    return {
      id: question.id,
      question_type: question.questionType,
      name: this.text(question.name),
      question: this.text(question.question),
      instructions: this.text(question.instructions),
      explainer_text: this.text(question.explainerText),
      icon: { src: question.icon },
      link_to_emergency_items: question.linkToEmergencyItems,
      link_to_plan: question.linkToPlan,
      slots:
        question.questionType === 'TwoD_Grid_Placement'
          ? slotsPerStage(question.options.map((o) => ({ best_stage: o.bestStage })))
          : null,
      options: question.options.map((option) => ({
        id: option.id,
        text: this.text(option.text),
        explainer_text: this.text(option.explainerText),
      })),
    };
  }

  badge(badge: BadgeRow): Badge {
    return {
      id: badge.id,
      level: badge.level,
      name: this.text(badge.name),
      icon: { src: badge.icon, alt: this.text(badge.iconAlt) },
    };
  }

  phase(phase: JourneyPhaseRow): JourneyPhase {
    return {
      id: phase.id,
      name: this.text(phase.name),
      subcopy: this.text(phase.subcopy),
      award_text: this.text(phase.awardText),
      icon: { src: phase.icon, url: phase.icon, alt: this.text(phase.iconAlt) },
    };
  }

  item(catalog: PrepCheckCatalog, item: EmergencyItemRow, has: boolean): EmergencyItem {
    return {
      id: item.id,
      name: this.text(item.name),
      description: this.text(item.description),
      userHasItem: has,
      prep_checks: catalog.checksOfItem(item.id).map((check) => ({
        id: check.id,
        name: this.text(check.title),
        icon: { src: check.lightIcon, alt: this.text(check.iconAlt) },
      })),
    };
  }
}

/** The Prep Checks list's answer (`GET /public/prep-checks`) in the chosen languages. */
export function prepCheckList(catalog: PrepCheckCatalog, languages: LanguageChoice) {
  const wire = new PrepCheckWire(languages);
  return { prep_checks: catalog.checks.map((check) => wire.summary(check)) };
}

async function readCatalog(db: Database): Promise<PrepCheckCatalog> {
  const [checkRows, questionRows, optionRows, badgeRows, phaseRows, itemRows] = await Promise.all([
    db.select().from(prepChecks).where(isNull(prepChecks.archivedAt)).orderBy(asc(prepChecks.id)),
    db
      .select()
      .from(questions)
      .where(isNull(questions.archivedAt))
      .orderBy(asc(questions.prepCheckId), asc(questions.position), asc(questions.id)),
    db
      .select()
      .from(options)
      .where(isNull(options.archivedAt))
      .orderBy(asc(options.questionId), asc(options.position), asc(options.id)),
    db.select().from(badges).where(isNull(badges.archivedAt)),
    db.select().from(journeyPhases).where(isNull(journeyPhases.archivedAt)),
    db.select().from(emergencyItems).where(isNull(emergencyItems.archivedAt)).orderBy(asc(emergencyItems.id)),
  ]);
  return new PrepCheckCatalog({
    checks: checkRows,
    questions: questionRows,
    options: optionRows,
    badges: badgeRows,
    phases: phaseRows,
    items: itemRows,
  });
}

/** The catalog of the current content version (read once per version, per replica). */
export function currentCatalog(app: FastifyInstance): Promise<PrepCheckCatalog> {
  return app.contentCache.get('prep-checks', () => readCatalog(app.database.db));
}
