import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@prepwell/contract';
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
  });

  it('reads the fixture pack without problems', () => {
    const pack = readContentPack(FIXTURE);
    expect(pack.problems).toEqual([]);
    expect(pack.hazards.map((h) => h.file.slug)).toEqual(['fixture-fire', 'fixture-flood']);
  });

  it('reports a block missing from a translation, a bad id and a missing icon', () => {
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

  it.each([
    ['TODO', 'contains placeholder text'],
    ['A fire at home.', 'must use https'],
  ])('refuses a pack whose description is %j (%s)', (description, expected) => {
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
          (id) => `  "${id}":\n    title: T\n    header: H\n    body: "See [this](http://example.org)."`,
        ),
      ].join('\n'),
    );
    const messages = readContentPack(dir)
      .problems.map((p) => p.message)
      .join('\n');
    expect(messages).toContain(expected);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('the shipped content pack', () => {
  const pack = readContentPack(DEFAULT_PACK_DIR);

  it('is valid', () => {
    expect(pack.problems).toEqual([]);
  });

  it('has at least 40 hazards, each complete in English with every stage covered', () => {
    expect(pack.hazards.length).toBeGreaterThanOrEqual(40);
    for (const { file, text } of pack.hazards) {
      expect(text.en, file.slug).toBeDefined();
      for (const stage of ['Before', 'During', 'After']) {
        expect(
          file.blocks.filter((b) => b.stage === stage && b.type === 'content').length,
        ).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('spreads hazards over the three guide categories', () => {
    const categories = new Set(pack.hazards.map((h) => h.file.category));
    expect([...categories].sort()).toEqual(['Common Incidents', 'Crime', 'Health']);
  });

  it('has unique hazard and block ids', () => {
    const ids = pack.hazards.map((h) => h.file.id);
    expect(new Set(ids).size).toBe(ids.length);
    const blockIds = pack.hazards.flatMap((h) => h.file.blocks.map((b) => b.id));
    expect(new Set(blockIds).size).toBe(blockIds.length);
  });

  it('has at least 15 crisis lines, 15 prep checks, 40 emergency items, 3 badges and 4 journey phases', () => {
    expect(
      pack.crisisOptions.filter((o) => o.scope === 'NATIONAL' && !o.sample).length,
    ).toBeGreaterThanOrEqual(15);
    expect(pack.prepChecks.length).toBeGreaterThanOrEqual(15);
    expect(pack.emergencyItems.length).toBeGreaterThanOrEqual(40);
    expect(pack.progress?.badges).toHaveLength(3);
    expect(pack.progress?.journey_phases.length).toBeGreaterThanOrEqual(4);
  });

  it('has every text in all seven languages, machine translations marked', () => {
    expect(missingTranslations(pack)).toEqual([]);
    const machine = pack.hazards.filter(({ text }) =>
      LANGUAGE_CODES.some((lang) => lang !== 'en' && text[lang]?.translation === 'machine'),
    );
    expect(machine.length).toBeGreaterThan(0);
  });

  it('links every emergency item to at least one prep check that asks about it', () => {
    const linked = new Set(
      pack.prepChecks.flatMap((check) =>
        check.questions.flatMap((question) => question.options.map((option) => option.emergency_item_id)),
      ),
    );
    expect(pack.emergencyItems.filter((item) => !linked.has(item.id)).map((item) => item.slug)).toEqual([]);
  });

  it('covers knowledge, resources and network in every prep check', () => {
    for (const check of pack.prepChecks) {
      expect(new Set(check.questions.map((q) => q.aspect)), check.slug).toEqual(
        new Set(['knowledge', 'resources', 'network']),
      );
    }
  });

  it('records where and when every crisis line number was checked', () => {
    for (const option of pack.crisisOptions) {
      expect(option.verified.source).toMatch(/^https:\/\//);
      expect(option.verified.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('marks every translation as machine-made', () => {
    for (const { text } of pack.hazards) {
      for (const lang of LANGUAGE_CODES.filter((l) => l !== 'en')) {
        if (text[lang]) expect(text[lang]?.translation).toBe('machine');
      }
    }
  });
});
