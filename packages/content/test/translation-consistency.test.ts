import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@prepwell/contract';
import { DEFAULT_PACK_DIR, readContentPack } from '../src/read-pack.js';
import {
  checkHazardTranslations,
  checkTranslationConsistency,
  countNegations,
  numbersIn,
} from '../src/validate/translation-consistency.js';

describe('numbers in a text', () => {
  it('reads phone numbers, fractions, decimals and full-width digits alike', () => {
    expect([...numbersIn('Call 911 or Poison Help at 1-800-222-1222.')]).toEqual(
      expect.arrayContaining(['911', '1', '800', '222', '1222']),
    );
    expect(numbersIn('about 1½ inches').has('1.5')).toBe(true);
    expect(numbersIn('environ 1 ½ pouce').has('1.5')).toBe(true);
    expect(numbersIn('nicht mehr als 2,4 Zoll').has('2.4')).toBe(true);
    expect(numbersIn('９１１に電話').has('911')).toBe(true);
    expect(numbersIn('1,000 people; 1.000 Menschen; 1 000 personnes')).toEqual(new Set(['1000']));
  });

  it('ignores the digits of link targets, which are addresses, not facts', () => {
    expect(numbersIn('See the [CPR guide](/hazards/cardiac-arrest-cpr-2907).').size).toBe(0);
  });
});

describe('negations in a text', () => {
  it('counts French ne … pas once', () => {
    expect(countNegations('Ne bougez pas la personne.', 'fr')).toBe(1);
    expect(countNegations("Pas d'alcool.", 'fr')).toBe(1);
  });

  it('does not count "no more than", a limit', () => {
    expect(countNegations('Check for no more than 10 seconds.', 'en')).toBe(0);
  });

  it('counts the French words that say "not" by their meaning, not the absence seizure', () => {
    expect(countNegations('Restez simple ; inutile de lui faire peur.', 'fr')).toBe(1);
    expect(countNegations('ou une impossibilité de se réveiller', 'fr')).toBe(1);
    expect(countNegations("Une absence d'urines", 'fr')).toBe(1);
    expect(countNegations("ne le laissez jamais tourner en l'absence de quelqu'un", 'fr')).toBe(2);
    expect(countNegations("Les enfants qui font des crises d'absence", 'fr')).toBe(0);
    expect(countNegations("si vous reprenez après une semaine d'absence, commencez", 'fr')).toBe(0);
  });

  it('counts German "Nein" (say no)', () => {
    expect(countNegations('Es ist in Ordnung, Nein zu sagen.', 'de')).toBe(1);
  });

  it('counts Japanese past and conditional negatives and 断る, not "must" twice', () => {
    expect(countNegations('うまくいかなかったところを直します。', 'ja')).toBe(1);
    expect(countNegations('電話がなければ、まず2分間心肺蘇生を行います。', 'ja')).toBe(1);
    expect(countNegations('どの部分も断ることができます。', 'ja')).toBe(1);
    // なければなりません is "must": its ません already counts, the なければ does not.
    expect(countNegations('手を洗わなければなりません。', 'ja')).toBe(1);
    expect(countNegations('医師の診断を受け、判断してもらいましょう。', 'ja')).toBe(0);
    expect(countNegations('危なかった。人が少なければ安全です。', 'ja')).toBe(0);
  });

  it('does not count Japanese look-alikes: つないで (connect), 少なくとも (at least)', () => {
    expect(countNegations('地元の支援員につないでもらえます。', 'ja')).toBe(0);
    expect(countNegations('少なくとも6メートル離してください。', 'ja')).toBe(0);
  });
});

describe('checkTranslationConsistency', () => {
  it('catches a number the translation dropped', () => {
    const issues = checkTranslationConsistency(
      'Push about 1½ inches deep, then call 911.',
      'Empuje unas 2 pulgadas y llame al 911.',
      'es',
    );
    expect(issues).toEqual([{ kind: 'number', message: 'missing number 1.5' }]);
  });

  it('catches a dropped phone number written in full-width digits elsewhere', () => {
    expect(checkTranslationConsistency('Call 911.', '１１９に電話してください。', 'ja')).toEqual([
      { kind: 'number', message: 'missing number 911' },
    ]);
  });

  it('catches a negation the translation dropped', () => {
    expect(
      checkTranslationConsistency("Don't give them anything to drink.", 'Dele algo de beber.', 'es'),
    ).toEqual([{ kind: 'negation', message: '0 negations in es, 1 in en' }]);
    expect(checkTranslationConsistency('Do not move the person.', 'Bougez la personne.', 'fr')).toHaveLength(
      1,
    );
    expect(
      checkTranslationConsistency('Never put ice on the skin.', '氷を皮膚に当ててください。', 'ja'),
    ).toHaveLength(1);
    expect(
      checkTranslationConsistency('Never put ice on the skin.', '把冰直接放在皮肤上。', 'zh'),
    ).toHaveLength(1);
    expect(checkTranslationConsistency('Do not give aspirin.', 'Давайте аспирин.', 'ru')).toHaveLength(1);
    expect(checkTranslationConsistency('Do not give aspirin.', 'Geben Sie Aspirin.', 'de')).toHaveLength(1);
  });

  it('still catches a dropped negation next to the words the rules learned', () => {
    // "didn't work" turned into "worked", with a connecting つないで that must not stand in for it.
    expect(
      checkTranslationConsistency(
        "Fix what didn't work.",
        'うまくいったところを直し、支援員につないでもらいましょう。',
        'ja',
      ),
    ).toEqual([{ kind: 'negation', message: '0 negations in ja, 1 in en' }]);
    // A seizure's name is not the "no" of "no one is around".
    expect(
      checkTranslationConsistency(
        'Never leave it running when no one is around.',
        "Laissez-le toujours tourner pendant une crise d'absence.",
        'fr',
      ),
    ).toEqual([{ kind: 'negation', message: '0 negations in fr, 2 in en' }]);
    // "24 hours a day" needs its 24, not only "rund um die Uhr".
    expect(
      checkTranslationConsistency(
        'Experts answer 24 hours a day.',
        'Fachleute antworten rund um die Uhr.',
        'de',
      ),
    ).toEqual([{ kind: 'number', message: 'missing number 24' }]);
  });

  it('accepts a faithful translation, including one that adds a metric conversion', () => {
    expect(
      checkTranslationConsistency(
        "Push at least 2 inches deep. Don't stop until help arrives.",
        "Enfoncez d'au moins 2 pouces (5 cm). N'arrêtez pas avant l'arrivée des secours.",
        'fr',
      ),
    ).toEqual([]);
    expect(
      checkTranslationConsistency(
        'Call 911. Do not wait.',
        '９１１に通報してください。待たないでください。',
        'ja',
      ),
    ).toEqual([]);
    expect(
      checkTranslationConsistency("Don't give them anything to drink.", '不要给患者喝任何东西。', 'zh'),
    ).toEqual([]);
  });
});

describe('the shipped pack', () => {
  const pack = readContentPack(DEFAULT_PACK_DIR);
  const slugs = pack.hazards.map((h) => h.file.slug);

  it('has hazards to check', () => {
    expect(slugs.length).toBeGreaterThan(40);
  });

  it.each(slugs)('%s keeps every number and negation in all six translations', (slug) => {
    const hazard = pack.hazards.find((h) => h.file.slug === slug)!;
    // Every language is there, so an empty result is not an empty comparison.
    expect(Object.keys(hazard.text).sort()).toEqual([...LANGUAGE_CODES].sort());
    const found = checkHazardTranslations(hazard).map(
      (i) => `${i.hazard} ${i.block} ${i.lang}: ${i.message}`,
    );
    expect(found).toEqual([]);
  });
});
