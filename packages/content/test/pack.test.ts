import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GUIDE_CATEGORIES, type LanguageCode } from '@prepwell/contract';
import { ASPECTS, PACK_LANGUAGE_CODES } from '../src/constants.js';
import { DEFAULT_PACK_DIR, missingTranslations, readContentPack } from '../src/read-pack.js';

const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'pack');

function copyFixture() {
  const dir = mkdtempSync(join(tmpdir(), 'prepwell-pack-'));
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

describe('content pack reader', () => {
  it('lists each text that is not in every language (the small fixture pack is English-first)', () => {
    const missing = missingTranslations(readContentPack(FIXTURE));
    expect(missing).toContain('hazard fixture-fire:ja');
    expect(missing.some((entry) => entry.startsWith('crisis option') || entry.startsWith('prep check'))).toBe(
      true,
    );
    // Non-geo sponsors are held to every language too.
    expect(missing).toContain('sponsor 99:ja');
  });

  it('reads the fixture pack without problems', () => {
    const pack = readContentPack(FIXTURE);
    expect(pack.problems).toEqual([]);
    expect(pack.hazards.map((h) => h.file.slug)).toEqual([
      'fixture-earthquake',
      'fixture-fire',
      'fixture-flood',
      'fixture-heat',
      'fixture-levee',
      'fixture-wildfire',
    ]);
    expect(pack.sponsors.map((s) => [s.id, s.slug, s.hazards])).toEqual([
      [99, 'fixture-everywhere-fund', [901, 904]],
    ]);
  });

  it('reports a block missing from a translation and a missing icon', () => {
    const dir = copyFixture();
    const ja = join(dir, 'hazards', 'fixture-flood', 'ja.yaml');
    writeFileSync(ja, 'translation: machine\nname: 洪水\ndescription: 説明\ntags: [洪水]\nblocks: {}\n');
    rmSync(join(dir, 'icons', 'hazards', 'fixture-fire.svg'));
    const pack = readContentPack(dir);
    const messages = pack.problems.map((p) => `${p.file}: ${p.message}`).join('\n');
    expect(messages).toContain('ja.yaml: block 90101 has no text');
    expect(messages).toContain('icon icons/hazards/fixture-fire.svg does not exist');
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a hazard folder whose file names another slug', () => {
    const dir = copyFixture();
    const hazard = join(dir, 'hazards', 'fixture-fire', 'hazard.yaml');
    writeFileSync(hazard, readFileSync(hazard, 'utf8').replace('slug: fixture-fire', 'slug: fixture-flood'));
    expect(readContentPack(dir).problems.map((p) => p.message)).toEqual([
      'slug fixture-flood does not match its folder',
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a non-geo sponsor file whose slug is not its file name', () => {
    const dir = copyFixture();
    const file = join(dir, 'sponsors', 'fixture-everywhere-fund.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('slug: fixture-everywhere-fund', 'slug: fixture-fund'),
    );
    expect(readContentPack(dir).problems).toEqual([
      {
        file: 'sponsors/fixture-everywhere-fund.yaml',
        message: 'slug fixture-fund does not match its file name',
      },
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  // Each row breaks one rule and keeps the rest of the file valid, so the message can only come
  // from the rule the row names.
  it.each([
    {
      rule: 'placeholder text in a description',
      description: 'TODO',
      body: 'See [this](https://www.ready.gov/).',
      expected: 'description: contains placeholder text',
      absent: 'must use https',
    },
    {
      rule: 'an http link in a block body',
      description: 'A fire at home.',
      body: 'See [this](http://www.ready.gov/).',
      expected: 'link http://www.ready.gov/ must use https',
      absent: 'placeholder',
    },
  ])('refuses $rule', ({ description, body, expected, absent }) => {
    const dir = copyFixture();
    const en = join(dir, 'hazards', 'fixture-fire', 'en.yaml');
    writeFileSync(
      en,
      [
        'translation: original',
        'name: Fixture Fire',
        `description: ${description}`,
        'tags: [fire]',
        'blocks:',
        ...[90201, 90202, 90203, 90204, 90205, 90206, 90299].map(
          (id) => `  "${id}":\n    title: T\n    header: H\n    body: "${body}"`,
        ),
      ].join('\n'),
    );
    const messages = readContentPack(dir).problems.map((p) => p.message);
    expect(messages).toContain(expected);
    expect(messages.join('\n')).not.toContain(absent);
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a date_modified that is not an ISO date', () => {
    const dir = copyFixture();
    const line = join(dir, 'crisis-options', 'fixture-line.yaml');
    writeFileSync(line, `${readFileSync(line, 'utf8').trimEnd()}\ndate_modified: 2025-13-01\n`);
    const messages = readContentPack(dir).problems.map((p) => p.message);
    expect(messages).toEqual([expect.stringMatching(/^date_modified: /)]);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the shipped content pack', () => {
  const pack = readContentPack(DEFAULT_PACK_DIR);

  it('is valid and has every text in all thirteen languages', () => {
    expect(pack.problems).toEqual([]);
    expect(missingTranslations(pack)).toEqual([]);
  });

  it('marks the six languages issue 28 added machine-translated, everywhere', () => {
    expect(missingTranslations(pack, PACK_LANGUAGE_CODES)).toEqual([]);
    const added = ['vi', 'tl', 'ko', 'ar', 'ht', 'pt'] as LanguageCode[];
    for (const option of pack.crisisOptions)
      expect(option.machine_translated, option.slug).toEqual(expect.arrayContaining(added));
    for (const check of pack.prepChecks)
      expect(check.machine_translated, check.slug).toEqual(expect.arrayContaining(added));
    for (const { file, text } of pack.hazards)
      for (const lang of added) expect(text[lang]?.translation, `${file.slug} ${lang}`).toBe('machine');
  });

  it('has a review record for every hazard: sources with the day each was read, points tied to blocks', () => {
    const unreviewed = pack.hazards.filter((h) => !h.review).map((h) => h.file.slug);
    expect(unreviewed).toEqual([]);
    for (const { file, review } of pack.hazards) {
      const last = review!.reviews.at(-1)!;
      expect(
        last.sources.every((source) => source.read <= new Date().toISOString().slice(0, 10)),
        file.slug,
      ).toBe(true);
      expect(last.points.length, file.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it('has hazards in every guide category, so no category button opens an empty list', () => {
    const categories = new Set(pack.hazards.map((h) => h.file.category));
    expect([...categories].sort()).toEqual([...GUIDE_CATEGORIES].sort());
  });

  it('links every emergency item to at least one prep check that asks about it', () => {
    const linked = new Set(
      pack.prepChecks.flatMap((check) =>
        check.questions.flatMap((question) => question.options.map((option) => option.emergency_item_id)),
      ),
    );
    expect(pack.emergencyItems.filter((item) => !linked.has(item.id)).map((item) => item.slug)).toEqual([]);
  });

  it('covers every aspect of preparedness in every prep check', () => {
    for (const check of pack.prepChecks) {
      expect(new Set(check.questions.map((q) => q.aspect)), check.slug).toEqual(new Set(ASPECTS));
    }
  });
});
