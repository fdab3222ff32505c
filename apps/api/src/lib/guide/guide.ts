import {
  STAGES,
  TOGGLES,
  type CommunitySponsor,
  type ContentBlock,
  type Creator,
  type HazardDetail,
  type HazardSource,
  type HazardSummary,
  type LanguageCode,
  type LocalContentItem,
  type LocalizedText,
  type Stage,
  type ToggleAvailability,
} from '@prepwell/contract';
import type { FastifyInstance } from 'fastify';
import type { Localized } from '../../db/tables/columns.js';
import { readGuide } from './read-guide.js';
import type {
  ContentBlockRow,
  CreatorRow,
  GuideRows,
  HazardRow,
  LocalContentRow,
  SponsorRow,
} from './read-guide.js';
import { areaContains, type Point } from '../geo.js';

/** Which languages an answer carries besides English; `all` when the call named none. */
export type LanguageChoice = readonly LanguageCode[] | 'all';

/** `{en, ja, …}` cut down to English and the chosen languages (the wire's localised shape). */
export function onlyLanguages<T>(value: Localized<T>, languages: LanguageChoice): Localized<T> {
  if (languages === 'all') return value;
  const out: Record<string, T> = { en: value.en };
  for (const lang of languages) {
    const text = value[lang];
    if (text !== undefined) out[lang] = text;
  }
  return out as Localized<T>;
}

/** Per toggle, the stages in which at least one content block is marked for it. */
export function toggleAvailability(blocks: readonly Pick<ContentBlockRow, 'type' | 'stage' | 'toggles'>[]) {
  const availability = Object.fromEntries(TOGGLES.map((t) => [t, [] as Stage[]])) as ToggleAvailability;
  for (const toggle of TOGGLES) {
    availability[toggle] = STAGES.filter((stage) =>
      blocks.some((b) => b.type !== 'source' && b.stage === stage && b.toggles.includes(toggle)),
    );
  }
  return availability;
}

/**
 * The guide of one content version, ready to answer the list, detail and search calls: built
 * once from the rows, then only read. Local hazards come first, then by English name; a LOCAL
 * hazard is listed and searchable only for readers inside its region (`isListedFor`).
 */
export class Guide {
  readonly hazards: readonly HazardRow[];
  private readonly byId = new Map<number, HazardRow>();
  private readonly bySlug = new Map<string, HazardRow>();

  constructor(private readonly rows: GuideRows) {
    this.hazards = [...rows.hazards].sort(
      (a, b) => Number(b.local) - Number(a.local) || a.name.en.localeCompare(b.name.en, 'en'),
    );
    for (const hazard of this.hazards) {
      this.byId.set(hazard.id, hazard);
      this.bySlug.set(hazard.slug, hazard);
    }
  }

  find(idOrSlug: number | string): HazardRow | undefined {
    return typeof idOrSlug === 'number' ? this.byId.get(idOrSlug) : this.bySlug.get(idOrSlug);
  }

  /** The hazard of an address segment: `/hazards/{id}` and `/hazards/{slug}` both name one. */
  findByAddress(segment: string): HazardRow | undefined {
    return this.find(/^\d+$/.test(segment) ? Number(segment) : segment);
  }

  /** The hazard a content block belongs to (share links to a block). */
  findBlock(blockId: number): { hazard: HazardRow; block: ContentBlockRow } | undefined {
    const hazard = this.byId.get(Math.floor(blockId / 100));
    const block = hazard && this.rows.blocksByHazard.get(hazard.id)?.find((b) => b.id === blockId);
    return hazard && block ? { hazard, block } : undefined;
  }

  /**
   * Whether the list and search show a hazard to a reader in `areaIds` (from `areasAt`): every
   * hazard that is not LOCAL, and a LOCAL one only inside its region. A direct link (`find`)
   * opens any hazard.
   */
  isListedFor(hazard: HazardRow, areaIds: readonly number[]): boolean {
    return !hazard.local || (hazard.areaId !== null && areaIds.includes(hazard.areaId));
  }

  /** The LOCAL hazards listed for a reader in `areaIds` (ids, in guide order): what search depends on. */
  localIdsFor(areaIds: readonly number[]): number[] {
    return this.hazards.filter((h) => h.local && this.isListedFor(h, areaIds)).map((h) => h.id);
  }

  /**
   * The guide's list for a reader in `areaIds`, in guide order (so the LOCAL hazards of the
   * reader's region come first). `alsoIds` adds hazards the reader holds anyway (bookmarks).
   */
  summaries(
    languages: LanguageChoice,
    areaIds: readonly number[],
    alsoIds: ReadonlySet<number> = new Set(),
  ): HazardSummary[] {
    return this.hazards
      .filter((hazard) => this.isListedFor(hazard, areaIds) || alsoIds.has(hazard.id))
      .map((hazard) => this.summary(hazard, languages));
  }

  summary(hazard: HazardRow, languages: LanguageChoice): HazardSummary {
    return {
      id: hazard.id,
      slug: hazard.slug,
      name: onlyLanguages(hazard.name, languages) as LocalizedText,
      description: onlyLanguages(hazard.description, languages) as LocalizedText,
      tags: onlyLanguages<string[]>({ en: [], ...hazard.tags }, languages) as HazardSummary['tags'],
      icon: { src: hazard.iconSrc },
      types: hazard.types,
      category: hazard.category,
      topics: hazard.topics,
      filters: hazard.filters,
      local: hazard.local,
      creator: this.creator(hazard.creatorId, languages),
      translations: hazard.translations,
      machine_translated: hazard.machineTranslated,
      date_modified: hazard.dateModified.toISOString(),
    };
  }

  /**
   * The areas containing a reader's point (ids, ascending): what local information depends on,
   * so answers can be cached per area set, never per point.
   */
  areasAt(point: Point | null): number[] {
    if (!point) return [];
    return [...this.rows.areas.values()]
      .filter((area) => areaContains(area, point))
      .map((area) => area.id)
      .sort((a, b) => a - b);
  }

  /**
   * A hazard with its content. `areaIds` (from `areasAt`) adds the local information of those
   * areas: per block, per stage (items without a block), and the stages that have any.
   */
  detail(
    hazard: HazardRow,
    languages: LanguageChoice,
    options: { areaIds?: readonly number[]; sponsorsOn?: boolean } = {},
  ): HazardDetail {
    const areaIds = options.areaIds ?? [];
    const blocks = this.rows.blocksByHazard.get(hazard.id) ?? [];
    const sourceByUrl = new Map(hazard.sources.map((s) => [s.url, s]));
    const local = (this.rows.localByHazard.get(hazard.id) ?? []).filter((row) =>
      areaIds.includes(row.areaId),
    );
    const item = (row: LocalContentRow): LocalContentItem[] => {
      const creator = this.creator(row.creatorId, languages);
      return creator
        ? [{ id: row.id, creator, body: onlyLanguages(row.body, languages) as LocalizedText }]
        : [];
    };
    const forStage = (stage: Stage) =>
      local.filter((row) => row.blockId === null && row.stage === stage).flatMap(item);
    const blockStages = new Map(blocks.map((block) => [block.id, block.stage]));
    return {
      ...this.summary(hazard, languages),
      default_stage: hazard.defaultStage,
      toggle_availability: toggleAvailability(blocks),
      // "This hazard will show a Community Sponsors block" for this reader: a non-geo sponsor,
      // or a geo sponsor of one of the reader's areas. Exact, because the detail is cached per
      // area set anyway; a geo sponsor of an area the reader is not in does not count.
      has_sponsors: Boolean(options.sponsorsOn) && this.sponsorRowsFor(hazard, areaIds).length > 0,
      sources: hazard.sources,
      content_blocks: blocks.map((block): ContentBlock => ({
        id: block.id,
        type: block.type,
        stage: block.stage,
        priority: block.priority,
        critical: block.critical,
        local: block.local,
        title: onlyLanguages(block.title, languages) as LocalizedText,
        header: onlyLanguages(block.header, languages) as LocalizedText,
        body: onlyLanguages(block.body, languages) as LocalizedText,
        icon: block.icon,
        image: block.image
          ? { src: block.image.src, alt: onlyLanguages(block.image.alt, languages) as LocalizedText }
          : null,
        toggles: block.toggles,
        creator: this.creator(block.creatorId, languages),
        important_sources: block.importantSources.flatMap((url): HazardSource[] => {
          const source = sourceByUrl.get(url);
          return source ? [source] : [];
        }),
        local_content: local.filter((row) => row.blockId === block.id).flatMap(item),
      })),
      stage_local_content: {
        Before: forStage('Before'),
        During: forStage('During'),
        After: forStage('After'),
      },
      local_content_stages: STAGES.filter((stage) =>
        local.some((row) => (row.blockId === null ? row.stage : blockStages.get(row.blockId)) === stage),
      ),
    };
  }

  /**
   * A hazard's community sponsors for a reader in `areaIds`: geo sponsors whose area holds the
   * point first, then the non-geo ones (shown wherever the reader is), each kind by id.
   */
  sponsorsFor(hazard: HazardRow, areaIds: readonly number[], languages: LanguageChoice): CommunitySponsor[] {
    const text = (value: Localized<string>) => onlyLanguages(value, languages) as LocalizedText;
    return this.sponsorRowsFor(hazard, areaIds).map((sponsor) => {
      const extra = sponsor.extraLinks.map((x) => ({ name: text(x.name), link: x.link }));
      return {
        id: sponsor.id,
        name: text(sponsor.name),
        logo: { src: sponsor.logoSrc, alt: text(sponsor.logoAlt) },
        message: text(sponsor.message),
        link: sponsor.link,
        extra_links: extra,
        links: [{ name: text(sponsor.name), link: sponsor.link }, ...extra],
        geo: sponsor.geo,
      };
    });
  }

  private sponsorRowsFor(hazard: HazardRow, areaIds: readonly number[]): SponsorRow[] {
    const mine = this.rows.sponsors.filter((sponsor) => sponsor.hazards.includes(hazard.id));
    const geo = mine.filter(
      (sponsor) => sponsor.geo && sponsor.areaId !== null && areaIds.includes(sponsor.areaId),
    );
    return [...geo, ...mine.filter((sponsor) => !sponsor.geo)];
  }

  /**
   * What search matches on for a reader in `areaIds` (the hazards the list shows them): every
   * language of name, description and tags, and the types.
   */
  searchDocuments(areaIds: readonly number[]): {
    id: number;
    name: Localized<string>;
    description: Localized<string>;
    tags: Partial<Record<string, string[]>>;
    types: string[];
  }[] {
    return this.hazards
      .filter((hazard) => this.isListedFor(hazard, areaIds))
      .map((hazard) => ({
        id: hazard.id,
        name: hazard.name,
        description: hazard.description,
        tags: hazard.tags,
        types: hazard.types,
      }));
  }

  private creator(id: number | null, languages: LanguageChoice): Creator | null {
    const row: CreatorRow | undefined = id === null ? undefined : this.rows.creators.get(id);
    if (!row) return null;
    return {
      id: row.id,
      name: onlyLanguages(row.name, languages) as LocalizedText,
      logo: row.logoSrc
        ? { src: row.logoSrc, alt: onlyLanguages(row.logoAlt ?? { en: '' }, languages) as LocalizedText }
        : null,
      link: row.link,
    };
  }
}

/** The guide of the current content version (read once per version, per replica). */
export function currentGuide(app: FastifyInstance): Promise<Guide> {
  return app.contentCache.get('guide', async () => new Guide(await readGuide(app.database.db)));
}
