import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readContentPack, type ContentPack } from '../src/read-pack.js';
import { checkPack, checkQuestionScoring, findLinkProblems, type IconSet } from '../src/validate/index.js';
import { checkHazardBlocks } from '../src/validate/hazards.js';
import { checkReview } from '../src/validate/reviews.js';
import { checkPackMarkdown, findEmphasisProblems } from '../src/validate/markdown.js';
import { checkPackTranslations } from '../src/validate/translation-consistency.js';
import { crisisOptionFileSchema } from '../src/schema/crisis-option.js';

const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'pack');
const fixture = readContentPack(FIXTURE);
const ALL_ICONS: IconSet = { has: () => true };

/** A fresh copy of the valid fixture pack to break one rule in. */
function pack(): ContentPack {
  return structuredClone(fixture);
}
const messagesOf = (p: ContentPack, icons: IconSet = ALL_ICONS) => checkPack(p, icons).map((x) => x.message);

/** The fixture's questions: 0 Checkboxes (linked to emergency items), 1 ranking, 2 grid. */
const question = (index: 0 | 1 | 2) => structuredClone(fixture.prepChecks[0]!.questions[index]!);

describe('the fixture pack', () => {
  it('passes every cross-file check, so each test below breaks exactly one rule', () => {
    expect(fixture.problems).toEqual([]);
    expect(messagesOf(pack())).toEqual([]);
  });
});

describe('Prep Check scoring rules (ARCHITECTURE.md)', () => {
  it('accepts the fixture questions', () => {
    for (const index of [0, 1, 2] as const) expect(checkQuestionScoring(question(index), 'q')).toEqual([]);
  });

  it.each([
    ['two equal weights', [1, 1, 0.3]],
    ['a negative weight', [1, 0.5, -0.1]],
  ])('refuses a ranking question with %s', (_, weights) => {
    const ranking = question(1);
    ranking.options.forEach((option, i) => (option.weight = weights[i]!));
    expect(checkQuestionScoring(ranking, 'q').map((p) => p.message)).toEqual([
      'ranking weights must be distinct and between 0 and 1',
    ]);
  });

  it('refuses a grid option without a best_stage, and a negative grid weight', () => {
    const grid = question(2);
    delete grid.options[0]!.best_stage;
    grid.options[1]!.weight = -0.5;
    expect(checkQuestionScoring(grid, 'q').map((p) => p.message)).toEqual([
      'every grid option needs a best_stage',
      'grid weights are 0 to 1',
    ]);
  });

  it('refuses a checkbox question with no helpful option', () => {
    const checkboxes = question(0);
    checkboxes.link_to_emergency_items = false;
    checkboxes.options.forEach((option) => (option.weight = -0.5));
    expect(checkQuestionScoring(checkboxes, 'q').map((p) => p.message)).toEqual([
      'a checkbox question needs at least one helpful (positive) option',
    ]);
  });

  it('refuses a linked question that is not Checkboxes, or whose helpful option names no item', () => {
    const ranking = question(1);
    ranking.link_to_emergency_items = true;
    ranking.options.forEach((option, i) => (option.emergency_item_id = 901 + i));
    expect(checkQuestionScoring(ranking, 'q').map((p) => p.message)).toEqual([
      'link_to_emergency_items questions are Checkboxes',
    ]);
    const linked = question(0);
    delete linked.options[1]!.emergency_item_id;
    expect(checkQuestionScoring(linked, 'q').map((p) => p.message)).toEqual([
      'each helpful option of a linked question names its emergency_item_id',
    ]);
    // A harmful option (negative weight) needs no item.
    const harmless = question(0);
    delete harmless.options[2]!.emergency_item_id;
    expect(checkQuestionScoring(harmless, 'q')).toEqual([]);
  });
});

describe('questions linked to My Emergency Plan', () => {
  const linked = () => structuredClone(fixture.prepChecks.find((check) => check.id === 903)!.questions[0]!);
  const problems = (q: ReturnType<typeof linked>) => checkQuestionScoring(q, 'q').map((p) => p.message);

  it('accepts the fixture question: two helpful options name facts, one of them two in one section', () => {
    expect(linked().link_to_plan).toBe(true);
    expect(problems(linked())).toEqual([]);
  });

  it('refuses facts on a question not linked, on a harmful option, or across two sections', () => {
    const unlinked = linked();
    unlinked.link_to_plan = false;
    expect(problems(unlinked)).toEqual(['plan_facts need link_to_plan on the question']);
    const harmful = linked();
    harmful.options[2]!.plan_facts = ['vet'];
    expect(problems(harmful)).toEqual(['option 9030103: only a helpful option names plan_facts']);
    const spread = linked();
    spread.options[0]!.plan_facts = ['out_of_town_contact', 'meeting_near_home'];
    expect(problems(spread)).toEqual(['option 9030101: its plan_facts are in more than one section']);
  });

  it('refuses a linked question that names no fact, or is not Checkboxes', () => {
    const none = linked();
    for (const option of none.options) delete option.plan_facts;
    expect(problems(none)).toEqual(['a link_to_plan question names plan_facts']);
    const ranking = question(1);
    ranking.link_to_plan = true;
    ranking.options[0]!.plan_facts = ['doctor'];
    expect(problems(ranking)).toEqual(['link_to_plan questions are Checkboxes']);
  });
});

describe('links in markdown bodies', () => {
  it('refuses plain http and an https address that does not parse; accepts https and site paths', () => {
    expect(findLinkProblems('[a](http://example.org/x)', 'f').map((p) => p.message)).toEqual([
      'link http://example.org/x must use https',
    ]);
    expect(findLinkProblems('[a](https://exa[mple)', 'f').map((p) => p.message)).toEqual([
      'link https://exa[mple is not a valid URL',
    ]);
    expect(findLinkProblems('[a](https://www.ready.gov/kit) and [b](/hazards/flood)', 'f')).toEqual([]);
  });
});

describe('bold in markdown', () => {
  it('refuses bold that CommonMark leaves as asterisks next to full-width punctuation', () => {
    const shown = (md: string) => findEmphasisProblems(md, 'f', 'block 1').map((p) => p.message);
    // The closing ** sits between ） and a letter; the opening ** between a letter and 「.
    expect(shown('ダム決壊による**鉄砲水警報（Flash Flood Warning）**が出たら')).toHaveLength(1);
    expect(shown('けがをしたときに**「ポキッ」という音**がした')).toHaveLength(1);
    expect(shown('**退院前に、**次のこと')[0]).toContain(
      '"**退院前に、**次のこと" shows its ** to the reader',
    );
    // The same words with the bold on letters render, as does ordinary English bold.
    expect(shown('ダム決壊による**鉄砲水警報**（Flash Flood Warning）が出たら')).toEqual([]);
    expect(shown('**退院前に**、次のこと')).toEqual([]);
    expect(shown('**Call 911** now, then **stay** on the line. Snake_case and 2 * 3 are fine.')).toEqual([]);
  });

  it('names the hazard language file and block whose bold does not render', () => {
    const broken = pack();
    const flood = broken.hazards.find((h) => h.file.slug === 'fixture-flood')!;
    const [id, block] = Object.entries(flood.text.en!.blocks)[0]!;
    block.body = `${block.body}\n\nUse **sandbags (if you have them)**to block doors.`;
    expect(checkPackMarkdown(broken)).toEqual([
      {
        file: 'hazards/fixture-flood/en.yaml',
        message: expect.stringContaining(`block ${id}: "Use **sandbags (if" shows its **`),
      },
    ]);
    // An authoring check, kept out of the checks the server runs at start (ADR 031).
    expect(checkPack(broken, ALL_ICONS)).toEqual([]);
  });

  it('checks the Prep Check explainers and result breakdowns, and local content', () => {
    const broken = pack();
    const question = broken.prepChecks[0]!.questions[0]!;
    question.text_by_language.en!.results.LOW.breakdown = 'Keep **water (a gallon)**daily.';
    const local = broken.regions[0]!.local_content[0]!;
    local.text_by_language.en!.body = 'See **the map (below)**now.';
    expect(checkPackMarkdown(broken).map((p) => p.message)).toEqual([
      expect.stringContaining('LOW result (en): "Keep **water (a ga'),
      expect.stringContaining(`local content ${local.id} (en): "See **the map (be`),
    ]);
  });
});

describe('hazard structure', () => {
  const hazard = () => structuredClone(fixture.hazards.find((h) => h.file.slug === 'fixture-flood')!.file);

  it('refuses a stage with fewer than two content blocks', () => {
    const file = hazard();
    file.blocks = file.blocks.filter((b) => !(b.stage === 'During' && b.priority === 2));
    expect(checkHazardBlocks(file, 'h').map((p) => p.message)).toEqual([
      'stage During has 1 content blocks; at least 2',
    ]);
  });

  it('refuses a hazard without exactly one Sources block, and a block id outside its range', () => {
    const file = hazard();
    file.blocks[0]!.type = 'source';
    file.blocks[1]!.id = 12345;
    expect(checkHazardBlocks(file, 'h').map((p) => p.message)).toEqual([
      `block id 12345 must be ${file.id}01–${file.id}99`,
      'stage Before has 1 content blocks; at least 2',
      'needs exactly one block of type source',
    ]);
  });
});

describe('the review record of a hazard (review.yaml)', () => {
  const earthquake = () =>
    structuredClone(fixture.hazards.find((h) => h.file.slug === 'fixture-earthquake')!);
  const check = (entry: ReturnType<typeof earthquake>) => checkReview(entry, 'h').map((p) => p.message);

  it('is read with its hazard, and the fixture record is sound', () => {
    expect(earthquake().review?.reviews[0]?.points[0]?.blocks).toEqual([90405]);
    expect(check(earthquake())).toEqual([]);
  });

  it('refuses a point or an open point whose block is no longer in the hazard', () => {
    const entry = earthquake();
    entry.file.blocks = entry.file.blocks.filter((b) => b.id !== 90405 && b.id !== 90406);
    expect(check(entry)).toEqual([
      'review 1 (2026-11-28) point 1: block 90405 is not in hazard.yaml',
      'review 1 (2026-11-28) not_verified: block 90406 is not in hazard.yaml',
    ]);
  });

  it('refuses a point whose words were edited out of the block that carried them', () => {
    const entry = earthquake();
    entry.text.en!.blocks['90405']!.body = 'Earthquake React step for everyone.';
    expect(check(entry)).toEqual([
      'review 1 (2026-11-28) point 1: "React step 90405 for Adults, Kids, Pets." is no longer in the English text of block 90405',
    ]);
    // Emphasis and line breaks do not count: the same words in bold on two lines still carry it.
    entry.text.en!.blocks['90405']!.body = 'Earthquake **React step 90405**\nfor Adults, Kids, Pets.';
    expect(check(entry)).toEqual([]);
  });

  it('refuses a point naming a source its review does not list, and a source listed twice', () => {
    const entry = earthquake();
    const review = entry.review!.reviews[0]!;
    review.points[0]!.source = 'cdc';
    review.sources.push({ ...review.sources[0]! });
    expect(check(entry)).toEqual([
      'review 1 (2026-11-28): source ready-gov is listed twice',
      "review 1 (2026-11-28) point 1: source cdc is not in this review's sources",
    ]);
  });
});

describe('local hazards, block icons, images and important sources', () => {
  const levee = (p: ContentPack) => p.hazards.find((h) => h.file.slug === 'fixture-levee')!;

  it('refuses a local hazard without a creator, and a creator no region has', () => {
    const p = pack();
    delete levee(p).file.creator;
    levee(p).file.blocks[1]!.creator = 12345;
    expect(messagesOf(p)).toEqual([
      'a local hazard needs a creator',
      'block 90302: creator 12345 is not in any local region',
    ]);
  });

  it('refuses an image without English alt text, and an important source not in sources', () => {
    const p = pack();
    delete levee(p).text.en!.blocks['90301']!.image_alt;
    levee(p).file.blocks[0]!.important_sources = ['https://example.org/not-listed'];
    expect(messagesOf(p)).toEqual([
      'block 90301 has an image but no image_alt',
      'block 90301: important source https://example.org/not-listed is not in sources',
    ]);
  });

  it('names a missing block icon or image', () => {
    const icons: IconSet = { has: (path) => !path.startsWith('blocks/') };
    expect(messagesOf(pack(), icons)).toEqual([
      'icon icons/blocks/fixture-block.svg does not exist',
      'icon icons/blocks/fixture-map.svg does not exist',
    ]);
  });
});

describe('community sponsors, regional and non-geo', () => {
  const everywhere = (p: ContentPack) => p.sponsors.find((s) => s.slug === 'fixture-everywhere-fund')!;
  const regional = (p: ContentPack) => p.regions[0]!.sponsors[0]!;

  it('refuses a non-geo sponsor id outside 1–99, and a regional one outside its region’s range', () => {
    const p = pack();
    everywhere(p).id = 150;
    regional(p).id = 90105; // a creator's range, not r × 100 + 10 + k
    expect(messagesOf(p)).toEqual([
      'sponsor id 90105 must be 90111–90199 (a sponsor of region 901)',
      'sponsor id 150 must be 1–99 (a non-geo sponsor)',
    ]);
  });

  it('refuses an id or a slug used by two sponsors, regional or not', () => {
    const p = pack();
    const extra = { ...structuredClone(everywhere(p)), slug: 'fixture-other-fund' };
    p.sponsors.push(extra);
    expect(messagesOf(p)).toEqual(['sponsor id 99 is used twice']);
    extra.id = 98;
    extra.slug = regional(p).slug;
    expect(messagesOf(p)).toEqual([`sponsor slug ${regional(p).slug} is used twice`]);
  });

  it('refuses a non-geo sponsor of a hazard that does not exist, and names its missing logo', () => {
    const p = pack();
    everywhere(p).hazards = [901, 999];
    expect(messagesOf(p)).toEqual(['sponsor 99: hazard 999 does not exist']);
    const icons: IconSet = { has: (path) => path !== 'local/fixture-everywhere.svg' };
    expect(checkPack(pack(), icons)).toEqual([
      {
        file: 'sponsors/fixture-everywhere-fund.yaml',
        message: 'icon icons/local/fixture-everywhere.svg does not exist',
      },
    ]);
  });
});

describe('the region of a crisis option', () => {
  const option = (slug: string) => structuredClone(fixture.crisisOptions.find((o) => o.slug === slug)!);
  const schemaMessages = (value: unknown) => {
    const result = crisisOptionFileSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts the fixture options: a LOCAL one in Fixture Town, NATIONAL ones without a region', () => {
    expect(fixture.crisisOptions.map((o) => [o.slug, o.scope, o.region])).toEqual([
      ['fixture-line', 'NATIONAL', undefined],
      ['fixture-text-line', 'NATIONAL', undefined],
      ['fixture-town-helpline', 'LOCAL', 'fixture-town'],
    ]);
    for (const o of fixture.crisisOptions) expect(schemaMessages(o)).toEqual([]);
  });

  it('refuses a LOCAL option without a region', () => {
    const local = option('fixture-town-helpline');
    delete local.region;
    expect(schemaMessages(local)).toEqual(['region: a LOCAL option names its region']);
  });

  it('refuses a NATIONAL option with a region', () => {
    const national = { ...option('fixture-line'), region: 'fixture-town' };
    expect(schemaMessages(national)).toEqual(['region: a NATIONAL option has no region']);
  });

  it('refuses a region the pack does not have', () => {
    const p = pack();
    p.crisisOptions.find((o) => o.slug === 'fixture-town-helpline')!.region = 'fixture-city';
    expect(checkPack(p, ALL_ICONS)).toEqual([
      {
        file: 'crisis-options/fixture-town-helpline.yaml',
        message: 'region fixture-city does not exist (local/fixture-city/region.yaml)',
      },
    ]);
  });
});

describe('cross-file references', () => {
  it('refuses ids used twice across files', () => {
    const p = pack();
    p.hazards[1]!.file.id = p.hazards[0]!.file.id;
    p.emergencyItems[1]!.id = p.emergencyItems[0]!.id;
    const messages = messagesOf(p);
    expect(messages).toContain(`hazard id ${p.hazards[0]!.file.id} also used by ${p.hazards[0]!.file.slug}`);
    expect(messages).toContain(`emergency item id ${p.emergencyItems[0]!.id} is used twice`);
  });

  it('refuses a translation that lost a number or a negation of its English', () => {
    const p = pack();
    const line = p.crisisOptions[0]!;
    line.text_by_language.ja!.subheader = 'テスト専用の窓口';
    line.text_by_language.ja!.hours = '月〜金 午前8時〜午後5時（東部時間）';
    expect(checkPackTranslations(p)).toEqual([
      { file: `crisis option ${line.id}`, message: 'ja against en: missing number 9' },
      { file: `crisis option ${line.id}`, message: 'ja against en: 0 negations in ja, 1 in en' },
    ]);
  });

  it('refuses references to hazards, emergency items, creators and blocks that do not exist', () => {
    const p = pack();
    p.crisisOptions[0]!.hazards = [999];
    p.prepChecks[0]!.questions[0]!.options[0]!.emergency_item_id = 998;
    const local = p.regions[0]!.local_content[0]!;
    local.creator_id = 997;
    local.block_id = 90201; // a block of the other hazard
    expect(messagesOf(p)).toEqual([
      'hazard 999 does not exist',
      'emergency item 998 does not exist',
      `local content ${local.id}: creator 997 is not in this region`,
      `local content ${local.id}: block 90201 is not a block of hazard ${local.hazard_id}`,
    ]);
  });

  it('refuses two badges for one level', () => {
    const p = pack();
    p.progress!.badges[1]!.level = 'LOW';
    expect(messagesOf(p)).toEqual(['one badge per level']);
  });

  it('refuses a Prep Check with a single question type', () => {
    const p = pack();
    const check = p.prepChecks[0]!;
    check.questions = [question(0), question(0), question(0)].map((q, i) => ({ ...q, id: q.id + i }));
    check.questions.forEach((q) => q.options.forEach((o, i) => (o.id = q.id * 100 + i + 1)));
    expect(messagesOf(p)).toEqual(['mix at least two question types']);
  });

  it('names the icon that is missing', () => {
    const icons: IconSet = new Set(['hazards/fixture-fire.svg']);
    expect(messagesOf(pack(), icons)).toContain('icon icons/hazards/fixture-flood.svg does not exist');
  });
});

describe('alert events (alert-events.yaml, ADR 034)', () => {
  const [first, second] = fixture.hazards.map((h) => h.file.slug);
  const withEvents = (alertEvents: ContentPack['alertEvents']) => ({ ...pack(), alertEvents });

  it('accepts events and SAME codes that each lead to one hazard of the pack', () => {
    expect(
      messagesOf(
        withEvents([
          { hazard: first!, events: ['Earthquake Warning'], same_codes: ['EQW'] },
          { hazard: second!, events: ['Flood Warning'], same_codes: [] },
        ]),
      ),
    ).toEqual([]);
  });

  it('refuses a hazard that is not in hazards/, and an event or code listed for two hazards', () => {
    expect(
      messagesOf(
        withEvents([
          { hazard: 'no-such-hazard', events: ['Volcano Warning'], same_codes: [] },
          { hazard: first!, events: ['Flood Warning'], same_codes: ['FLW'] },
          { hazard: second!, events: ['flood  warning'], same_codes: ['FLW'] },
        ]),
      ),
    ).toEqual([
      'hazard no-such-hazard is not in hazards/',
      `event "flood  warning" is listed for ${first} and ${second}`,
      `SAME code FLW is listed for ${first} and ${second}`,
    ]);
  });
});
