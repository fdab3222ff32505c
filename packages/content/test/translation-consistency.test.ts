import { describe, expect, it } from 'vitest';
import { PACK_LANGUAGE_CODES } from '../src/constants.js';
import { DEFAULT_PACK_DIR, readContentPack } from '../src/read-pack.js';
import {
  checkHazardTranslations,
  checkInlineTranslations,
  checkTranslationConsistency,
  countNegations,
  keywordsIn,
  numbersIn,
} from '../src/validate/translation-consistency.js';
import { entryProblems, shapeProblems } from '../src/translate-work.js';

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

describe('the six languages issue 28 adds', () => {
  it("counts each language's negations, and not its look-alikes", () => {
    // Vietnamese: không khí is "air", not "no".
    expect(countNegations('Đừng dùng máy phát điện trong nhà. Không khí có thể độc.', 'vi')).toBe(1);
    expect(countNegations('Huwag gumamit ng generator sa loob. Hindi ito ligtas.', 'tl')).toBe(2);
    // Korean: 안전 (safety) and 안에 (inside) are not the 안 of "not".
    expect(countNegations('안전한 곳 안에 있으세요.', 'ko')).toBe(0);
    expect(countNegations('발전기를 집 안에서 쓰지 마세요. 안전하지 않습니다.', 'ko')).toBe(2);
    expect(countNegations('모든 사람에게 두드러기가 생기는 것은 아닙니다.', 'ko')).toBe(1);
    // Arabic, read without its diacritics: ولا (and not), ألّا (that … not), بلا (without).
    expect(countNegations('لا تستخدم المولد داخل المنزل، ولا في المرآب.', 'ar')).toBe(2);
    expect(countNegations('يجب ألّا يُترك الطفل وحده. مشروبات دافئة بلا كحول.', 'ar')).toBe(2);
    // Haitian Creole: "pa egzanp" is "for example".
    expect(countNegations('Pa egzanp, yon radyo. Pa itilize dlo a.', 'ht')).toBe(1);
    expect(countNegations('Não use o gerador dentro de casa, nem na garagem.', 'pt')).toBe(2);
  });

  it('catches a dropped negation in each', () => {
    const english = "Don't use a generator indoors.";
    for (const [lang, text] of [
      ['vi', 'Dùng máy phát điện trong nhà.'],
      ['tl', 'Gumamit ng generator sa loob ng bahay.'],
      ['ko', '발전기를 집 안에서 쓰세요.'],
      ['ar', 'استخدم المولد داخل المنزل.'],
      ['ht', 'Itilize yon dèlko anndan kay la.'],
      ['pt', 'Use o gerador dentro de casa.'],
    ] as const) {
      expect(checkTranslationConsistency(english, text, lang), lang).toEqual([
        { kind: 'negation', message: `0 negations in ${lang}, 1 in en` },
      ]);
    }
  });

  it('reads Arabic-Indic digits', () => {
    expect(numbersIn('اتصل بـ ٩١١').has('911')).toBe(true);
    expect(checkTranslationConsistency('Call 911.', 'اتصل بـ ٩١١.', 'ar')).toEqual([]);
  });
});

describe('numbers said another way', () => {
  it('accepts a number at its value with another scale word', () => {
    expect(checkTranslationConsistency('2.2 million customers', '220万を超える契約者', 'ja')).toEqual([]);
    expect(checkTranslationConsistency('650,000 people', '65만 명', 'ko')).toEqual([]);
    expect(checkTranslationConsistency('650,000 people', '6.5만 명', 'ko')).toEqual([
      { kind: 'number', message: 'missing number 650000' },
    ]);
  });

  it('accepts an afternoon hour on the 24-hour clock, and any degree of a decade', () => {
    expect(checkTranslationConsistency('Open 8 a.m. to 9 p.m.', 'Geöffnet 8–21 Uhr', 'de')).toEqual([]);
    expect(checkTranslationConsistency('from 1 to 5 p.m.', 'de 13 h à 17 h', 'fr')).toEqual([]);
    expect(checkTranslationConsistency('Open 8 a.m. to 9 p.m.', 'Geöffnet 8–20 Uhr', 'de')).toEqual([
      { kind: 'number', message: 'missing number 9' },
    ]);
    expect(checkTranslationConsistency('Highs in the high 90s', 'Máximas de 95 °F', 'es')).toEqual([]);
    expect(checkTranslationConsistency('Highs in the high 90s', 'Máximas de 85 °F', 'es')).toHaveLength(1);
  });

  it('reads 24/7 as "around the clock", but keeps the 24 of "24 hours a day"', () => {
    expect(checkTranslationConsistency('Call 24/7.', 'Rufen Sie rund um die Uhr an.', 'de')).toEqual([]);
    expect(checkTranslationConsistency('Open 24 hours a day.', 'Круглосуточно.', 'ru')).toHaveLength(1);
  });

  it('reads "at no cost" as free, not as a negation', () => {
    expect(countNegations('Support is free and at no cost to you.', 'en')).toBe(0);
    expect(countNegations('There is no cost.', 'en')).toBe(0);
    expect(countNegations('There is no phone.', 'en')).toBe(1);
  });
});

describe('keywords to dial or text', () => {
  it('finds phone words and the word to text', () => {
    expect(keywordsIn('Call 1-800-656-HOPE or text HELPLINE to 62640, or 1-800-4-A-CHILD.')).toEqual(
      new Set(['1-800-656-HOPE', 'HELPLINE', '1-800-4-A-CHILD']),
    );
    expect(keywordsIn('Send an SMS or use TTY.').size).toBe(0);
  });

  it('catches a keyword the translation changed', () => {
    expect(checkTranslationConsistency('Text START to 88788.', 'Envíe COMENZAR al 88788.', 'es')).toEqual([
      { kind: 'keyword', message: 'missing keyword START' },
    ]);
    expect(
      checkTranslationConsistency('Text START to 88788.', 'Envíe la palabra START al 88788.', 'es'),
    ).toEqual([]);
  });
});

describe('inline texts', () => {
  const question = {
    id: 201,
    text_by_language: {
      en: {
        name: 'Stopping bleeding',
        explainer_text: 'Do not remove the cloth.',
        search_terms: ["can't stop"],
      },
      es: { name: 'Detener el sangrado', explainer_text: 'Retire el paño.', search_terms: ['sangre'] },
      ru: { name: 'Остановить кровь', explainer_text: 'Не снимайте ткань.', search_terms: ['кровь'] },
    },
  };

  it('names the text and language that lost its negation, and leaves search terms alone', () => {
    expect(checkInlineTranslations({ id: 2, questions: [question] }, 'prep check')).toEqual([
      { file: 'prep check 2 201', message: 'es against en: 0 negations in es, 1 in en' },
    ]);
  });
});

describe("a translator's work entry (npm run translate)", () => {
  const en = { title: 'Call 911', examples: ['Fire', 'Crash'], search_terms: ['help', 'sos'] };

  it('wants the shape of the English, with search terms of its own length', () => {
    expect(
      shapeProblems(en, { title: 'Llame al 911', examples: ['Incendio', 'Choque'], search_terms: ['ayuda'] }),
    ).toEqual([]);
    expect(
      shapeProblems(en, { title: 'Llame al 911', examples: ['Incendio'], search_terms: ['ayuda'] }),
    ).toEqual(['.examples: a list of 2 expected']);
    expect(shapeProblems(en, { title: ' ', examples: ['a', 'b'], search_terms: [], extra: 'x' })).toEqual([
      'text: keys not in English: extra',
      '.title: not a translated text',
      '.search_terms: a list of words people would type expected',
    ]);
  });

  it('refuses a translation that dropped a number or a negation', () => {
    expect(entryProblems({ at: 'text_by_language', en }, 'pt')).toEqual(['no tr yet']);
    expect(
      entryProblems(
        {
          at: 'text_by_language',
          en,
          tr: { title: 'Ligue para o 190', examples: ['Fogo', 'Batida'], search_terms: ['x'] },
        },
        'pt',
      ),
    ).toEqual(['missing number 911']);
  });
});

describe('the shipped pack', () => {
  const pack = readContentPack(DEFAULT_PACK_DIR);
  const slugs = pack.hazards.map((h) => h.file.slug);

  it('has hazards to check', () => {
    expect(slugs.length).toBeGreaterThan(40);
  });

  it.each(slugs)('%s keeps every number and negation in all thirteen translations', (slug) => {
    const hazard = pack.hazards.find((h) => h.file.slug === slug)!;
    // Every language is there, so an empty result is not an empty comparison.
    expect(Object.keys(hazard.text).sort()).toEqual([...PACK_LANGUAGE_CODES].sort());
    const found = checkHazardTranslations(hazard).map(
      (i) => `${i.hazard} ${i.block} ${i.lang}: ${i.message}`,
    );
    expect(found).toEqual([]);
  });
});
