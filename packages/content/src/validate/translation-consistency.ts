/**
 * Numbers and negations: a translation must keep every number of the English text (911, 988,
 * 1-800-222-1222, 20, 1½, 2.4…) and must not say "not" fewer times than the English does. Both are
 * the mistakes that turn a safety step into its opposite ("don't give water" → "give water",
 * "1½ inches" → "2 inches") and that a reader who trusts the translation cannot catch.
 *
 * Pure functions, no file system. The rules are deliberately simple (a word list per language, not
 * a parser), so a failure means "read this block", not "this block is wrong": see the notes on
 * each rule for what it cannot tell apart.
 */
import type { PackLanguageCode as LanguageCode } from '../constants.js';
import type { ContentPack, HazardEntry, PackProblem } from '../pack-types.js';

/** What one comparison of an English text and its translation found. */
export interface ConsistencyIssue {
  kind: 'number' | 'negation' | 'keyword';
  message: string;
}

const FRACTIONS: Record<string, string> = { '½': '.5', '¼': '.25', '¾': '.75' };

/**
 * The text a reader sees: markdown link targets (`](/hazards/cpr)`, `](https://…)`) and bare
 * https addresses are dropped, since their digits are addresses, not facts.
 */
function readable(text: string): string {
  return text.replace(/\]\([^)]*\)/g, ']').replace(/https:\/\/\S+/g, ' ');
}

/**
 * The numbers in a text, each as a canonical string: full-width digits become ASCII (NFKC), a
 * vulgar fraction joins the whole number before it (`1½` and `1 ½` → `1.5`, a lone `½` → `0.5`),
 * a decimal comma is a decimal point (`2,4` → `2.4`), thousands separators go (`1,000`, `1.000`,
 * `1 000` → `1000`), and a phone number or range counts as its parts (`1-800-222-1222` → 1, 800,
 * 222, 1222), so `2-3`, `2–3`, `2 à 3` and `2〜3` all carry 2 and 3. A sign is not kept (`-20°F` → 20),
 * and `24/7` carries no number.
 */
export function numbersIn(text: string): Set<string> {
  // Fractions first: NFKC would turn `1½` into `11⁄2`.
  let t = readable(text).replace(/(\d)?[ \u00a0]?([½¼¾])/g, (_m, whole: string | undefined, f: string) => {
    const frac = FRACTIONS[f] ?? '';
    return `${whole ?? '0'}${frac}`;
  });
  t = t.normalize('NFKC');
  // Arabic-Indic and Persian digits, and the Arabic decimal and thousands separators.
  t = t
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',');
  // "24/7" is one idea, "around the clock", which a translation may say in words (rund um die Uhr,
  // 全天候, круглосуточно): it carries no number to keep. "24 hours a day" keeps its 24.
  t = t.replace(/\b24\s*\/\s*7\b/g, ' ');
  // A "100-year" flood is a crue centennale, a 百年一遇 flood: the hundred is in the word.
  t = t.replace(/centenn\p{L}*|百年/gu, ' 100 ');
  // Thousands separators: a group of exactly three digits after `,` `.` or a (thin, no-break) space.
  t = t.replace(/(?<![\d.,])(\d{1,3})(?:[,.\u00a0\u202f ](\d{3}))+(?![\d]|[.,]\d)/g, (m) =>
    m.replace(/[,.\u00a0\u202f ]/g, ''),
  );
  const found = new Set<string>();
  for (const m of t.matchAll(/\d+(?:[.,]\d+)?/g)) {
    const n = m[0].replace(',', '.').replace(/^0+(?=\d)/, '');
    found.add(n);
  }
  return found;
}

/** Numbers written with a scale word, each as `[as written, its value]`: `2.2 million` → 2.2, 2200000. */
function scaledNumbersIn(text: string): [string, string][] {
  return [...text.normalize('NFKC').matchAll(/(\d+(?:[.,]\d+)?)\s?(million|billion|万|億|亿|만|억)/g)].map(
    (m) => {
      const written = m[1]!.replace(',', '.');
      return [written, String(Math.round(Number(written) * SCALES[m[2]!]!))];
    },
  );
}

const SCALES: Record<string, number> = {
  million: 1e6,
  billion: 1e9,
  万: 1e4,
  만: 1e4,
  億: 1e8,
  亿: 1e8,
  억: 1e8,
};

/**
 * Other ways a translation may keep an English number: at its value with another scale word
 * (`2.2 million` as `220万`, `650,000` as `65万` or `65만`), an afternoon hour on the 24-hour clock
 * (`9 p.m.` → 21, `1 to 5 p.m.` → 13 and 17), and a decade of temperatures as any number in it
 * (`the high 90s` → 95).
 */
function alternativesIn(english: string): Map<string, string[]> {
  const alternatives = new Map<string, string[]>();
  const add = (n: string, alt: string[]) => alternatives.set(n, [...(alternatives.get(n) ?? []), ...alt]);
  for (const [written, value] of scaledNumbersIn(english)) add(written, [value]);
  const pm = /(\d{1,2})(?::\d\d)?\s*(?:(?:to|-|–|and)\s*(\d{1,2})(?::\d\d)?\s*)?p\.?\s?m\b\.?/gi;
  for (const m of english.matchAll(pm)) {
    for (const hour of [m[1], m[2]]) {
      if (hour && Number(hour) < 12) add(String(Number(hour)), [String(Number(hour) + 12)]);
    }
  }
  for (const m of english.matchAll(/\b(\d)0s\b/g)) {
    add(
      `${m[1]}0`,
      Array.from({ length: 10 }, (_, i) => `${m[1]}${i}`),
    );
  }
  return alternatives;
}

/**
 * How many negations a text makes, per language. Word lists, so a text that negates with a verb
 * ("avoid", "evite", "避免") or with an affix counts less, and a word that only looks negative counts
 * more; the lists leave out the common look-alikes noted below. Words that negate by their meaning
 * (refuse, impossible, unable and their translations) count in every language, since "won't eat"
 * is as often "refuses to eat" in a translation. The same goes, in translations only, for the words that
 * carry an English "not" or "without" by their meaning: instead of (au lieu de, statt, en vez de,
 * вместо), out of reach (hors de portée, außerhalb der Reichweite), absence (отсутствие), lest (以免),
 * without (なし), not enough (不十分, 不足, недостаточно), hard to (〜にくい, 難しい: the Japanese "may
 * not"), wrong for "not right" (falso, faux, falsch, 間違い, 错误, неверно), lack (falta, faute de,
 * fehlend), "avoid" where it renders "not on a joint" (避けて, 避开), and fused negatives (unsicher,
 * geruchlos, небезопасно, некогда, 并非).
 */
const NEGATIONS: Record<LanguageCode, RegExp> = {
  // "no more than 10 seconds" is a limit, not a negation ("au maximum", "höchstens"), and "at no
  // cost" is "free" (gratuit, kostenlos, 免费, бесплатно).
  en: /(?<![\p{L}'’])(?:not|never|no(?! (?:more|less|later|earlier) than)(?![- ](?:cost|charge))|none|nothing|nobody|neither|nor|without|cannot|no one|\p{L}+n['’]t|refuse[sd]?|impossible|unable)(?![\p{L}'’])/giu,
  es: /(?<!\p{L})(?:no|nunca|jamás|ni|nada|nadie|ningún|ninguna|ninguno|tampoco|sin|falso|incorrecto|falta|dejar de|imposible|incapaz|niega|niegan|rechaza|rechazan|en vez|en lugar)(?!\p{L})/giu,
  // French is counted by hand below (ne … pas is one negation, not two).
  fr: /$^/gu,
  de: /(?<!\p{L})(?:nicht|nichts|nie|niemals|niemand\p{L}*|kein\p{L}*|ohne|falsch|unsicher|unsichtbar|geruchlos|fensterlos\p{L}*|fieberfrei|fehlend\p{L}*|verzicht\p{L}*|ab(?:zu)?rat\p{L}*|davon ab|erst|weder|unmöglich|verweiger\p{L}*|weiger\p{L}*|ablehn\p{L}*|lehnt|statt|anstatt|außerhalb|nein)(?!\p{L})/giu,
  // Past なかった and conditional なければ ("if not") count, but not なければならない/いけない
  // ("must", whose ならない/いけない already count). 断る (refuse) counts in its verb forms, not in
  // 判断, 診断, 中断 (judgment, diagnosis, pause). Not 危ない (dangerous), 少ない (few), つないで
  // (connect), 少なくとも (at least), 必ず, まず (first) at the start of a phrase, ～ずつ, はず.
  ja: /間違い|誤り|やめ(?:ましょう|てください|なさい|る)|別物|とは違|まだなら|避け|(?<!つ)ないで|しない|(?<![危少つ])ない|(?<![危少])な(?:かっ|けれ(?!ば(?:な|い)))|(?<!少)なく|ません|なし|不十分|不足|不要|にくい|難しい|禁止|拒|(?<!\p{sc=Han})断[らりるれろっ]|(?<![必は])(?<!(?:^|[^\p{L}])ま)ず(?!つ)/gu,
  // Not 特别 / 分别 / 区别 (especially, separately, difference).
  zh: /并非|绝非|错误|避开|切勿|禁止|不|没|(?<![特分区识])别|勿|无|未|拒|以免|免得/gu,
  ru: /(?<!\p{L})(?:не|нет|ни|небезопасн\p{L}*|неправильно|неверно|недостаточн\p{L}*|некогда|негде|некуда|отказ\p{L}*|никогда|ничего|ничем|никто|никого|никак|никакой|никакая|никакие|никакого|никаких|нельзя|без|безо|невозможно|отказыва\p{L}*|отсутств\p{L}*|вместо)(?!\p{L})/giu,
  // Not không khí / không gian (air, space), whose không is not a negation; mất ngủ and mất điện
  // (unable to sleep, without power) count.
  vi: /(?<!\p{L})(?:không(?! (?:khí|gian)(?!\p{L}))|chưa|đừng|chẳng|chớ|cấm|thiếu|từ chối|thay vì|vô hiệu|mất ngủ|mất điện)(?!\p{L})/giu,
  // Not "ni" (of/by, as in "ni Juan"): Tagalog negates with hindi, huwag, wala and their forms.
  tl: /(?<!\p{L})(?:hindi|huwag|wag|wala|walang|bawal|ayaw|ayaw(?:ng)?|tumatanggi|tumanggi|tanggihan|imposible|sa halip|imbes)(?!\p{L})/giu,
  // 않/못/없 in every ending, 모르다 (not know), the "don't" of 마세요/마십시오/말고/말아/말 것, and the word 안 (not the
  // 안 of 안전 safety or 안에 inside, which are not followed by a space), and the copula's 아니다 ("it is
  // not": 모든 사람에게 … 것은 아닙니다, not everyone …).
  ko: /않|아니|아닌|아닙|아님|못|없|모르|모를|모른|몰라|몰랐|지 ?마(?:세요|십시오|시오|라)|마세요|마십시오|말고|말아|말 ?것|말라|금지|금물|대신|거부|거절|불가능|(?<!\p{L})안(?=\s)/gu,
  // Read without diacritics and tatweel (countNegations), with the prefixes و and ف (and) and ب, ل,
  // ك (with, for, like): ولا, فلا, بلا (without), لغير (for non-). ألا (that … not), لست (you are not),
  // غير (non-, other than), بدلاً (instead) and وإلا (otherwise: if not) count.
  ar: /(?<!\p{L})[وف]?[بلك]?(?:لا|ألا|إلا|لم|لن|ليس|ليست|ليسا|ليستا|لست|لسنا|لستم|ليسوا|بدون|دون|عدم|غير|ممنوع|يمنع|بدلا|بدل|يرفض\p{L}*|ترفض\p{L}*|رفض\p{L}*|مستحيل\p{L}*|يتعذر|تجنب)(?!\p{L})/gu,
  // Not "pa egzanp" (for example); p ap (pa + ap: will not), poko (not yet), manke (lack) and non
  // (say no) count.
  ht: /(?<!\p{L})(?:pa(?! egzanp)|p ?['’]?ap|janm|poko|okenn|anyen|pèsonn|san|ni|non|manke|refize|enposib|olye)(?!\p{L})/giu,
  pt: /(?<!\p{L})(?:não|nunca|jamais|nem|nada|ninguém|nenhum|nenhuma|sem|falta|impossível|incapaz|recusa\p{L}*|em vez|em lugar|ao invés)(?!\p{L})/giu,
};

/** French: each `ne`/`n'` counts once with the `pas`/`jamais`/`aucun`/`rien`/`plus` that closes it;
 * a closing word without `ne` ("Pas d'alcool") counts on its own, as do `sans`, `ni` and `non`, and
 * the words that say "not" by their meaning: impossible/impossibilité, incapable/incapacité, inutile
 * ("inutile de lui faire peur": you don't need to frighten them), refus…, hors (de portée), au lieu
 * de, and `absence` followed by de/d'/du/des ("en l'absence de quelqu'un": when no one is around;
 * "une absence d'urines": not peeing), but not the absence seizure ("crise d'absence"). */
function frenchNegations(text: string): number {
  const words = text.toLowerCase().match(/\p{L}+['’]?/gu) ?? [];
  let count = 0;
  let open = 0; // words left in which a `ne` may still be closed
  let prev = '';
  for (const [i, word] of words.entries()) {
    const before = prev;
    prev = word;
    if (word === 'ne' || word === "n'" || word === 'n’') {
      count += 1;
      open = 8;
      continue;
    }
    if (['pas', 'jamais', 'aucun', 'aucune', 'rien', 'plus', 'personne'].includes(word)) {
      if (open > 0) open = 0;
      else if (word !== 'plus' && word !== 'personne') count += 1;
      continue;
    }
    if (
      [
        'sans',
        'faux',
        'faute',
        'ni',
        'non',
        'impossible',
        'impossibilité',
        'incapable',
        'incapacité',
        'hors',
        'inutile',
      ].includes(word) ||
      word.startsWith('refus') ||
      /^privée?s?$/.test(word)
    )
      count += 1;
    if (word === 'lieu' && before === 'au') count += 1; // au lieu de: instead of
    // l'absence de, une absence d'urines: "without", "no …"; not an absence seizure (crise d'absence).
    if (word === 'absence' && ['de', "d'", 'd’', 'du', 'des'].includes(words[i + 1] ?? '')) count += 1;
    if (open > 0) open -= 1;
  }
  return count;
}

/** An English contraction (don't, can't) kept in a translation, as in a program's name ("Turn
 * Around Don't Drown") or a source title, still negates. */
const KEPT_ENGLISH = /(?<![\p{L}'’])\p{L}+n['’]t(?![\p{L}'’])/giu;

export function countNegations(text: string, lang: LanguageCode): number {
  let plain = readable(text).normalize('NFKC');
  if (lang === 'ar') plain = plain.replace(/[\u064b-\u065f\u0670\u0640]/g, '');
  if (lang === 'en') return plain.match(NEGATIONS.en)?.length ?? 0;
  const kept = plain.match(KEPT_ENGLISH)?.length ?? 0;
  if (lang === 'fr') return frenchNegations(plain) + kept;
  return (plain.match(NEGATIONS[lang])?.length ?? 0) + kept;
}

/**
 * The words a person must type or dial exactly, which a translation keeps as they are: a phone
 * number spelled in letters (`1-800-656-HOPE`, `1-800-4-A-CHILD`) and a keyword to text
 * (`text HELPLINE to 62640`, `Text START to 88788`).
 */
export function keywordsIn(text: string): Set<string> {
  const found = new Set<string>();
  const plain = readable(text);
  for (const m of plain.matchAll(/\b\d(?:[\dA-Z]*-)+[\dA-Z]*[A-Z]{2,}[\dA-Z-]*/g)) found.add(m[0]);
  for (const m of plain.matchAll(/\btext(?:ing)? ([A-Z]{2,})\b/gi)) {
    const word = m[1]!;
    if (word === word.toUpperCase() && !['SMS', 'TTY'].includes(word)) found.add(word);
  }
  return found;
}

/**
 * Compare one English text with its translation: (a) every number of the English must be in the
 * translation (a translation may add numbers, such as metric conversions); (b) the translation
 * must not have fewer negations than the English; (c) every keyword to dial or text is kept.
 */
export function checkTranslationConsistency(
  english: string,
  translated: string,
  lang: LanguageCode,
): ConsistencyIssue[] {
  const issues: ConsistencyIssue[] = [];
  const theirs = numbersIn(translated);
  for (const [, value] of scaledNumbersIn(translated)) theirs.add(value);
  const alternatives = alternativesIn(english);
  const missing = [...numbersIn(english)].filter(
    (n) => !theirs.has(n) && !(alternatives.get(n) ?? []).some((alt) => theirs.has(alt)),
  );
  if (missing.length > 0) {
    issues.push({
      kind: 'number',
      message: `missing number${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
    });
  }
  const lost = [...keywordsIn(english)].filter((k) => !translated.includes(k));
  if (lost.length > 0) {
    issues.push({
      kind: 'keyword',
      message: `missing keyword${lost.length > 1 ? 's' : ''} ${lost.join(', ')}`,
    });
  }
  const en = countNegations(english, 'en');
  const tr = countNegations(translated, lang);
  if (tr < en) {
    issues.push({
      kind: 'negation',
      message: `${tr} negation${tr === 1 ? '' : 's'} in ${lang}, ${en} in en`,
    });
  }
  return issues;
}

/** One finding in a hazard guide: the block, the language and what is off. */
export interface HazardConsistencyIssue extends ConsistencyIssue {
  hazard: string;
  block: number;
  lang: LanguageCode;
}

/** Every block of a hazard (title, header and body together) in every translation it has. */
export function checkHazardTranslations({ file, text }: HazardEntry): HazardConsistencyIssue[] {
  const english = text.en;
  if (!english) return [];
  const issues: HazardConsistencyIssue[] = [];
  for (const [lang, translation] of Object.entries(text) as [
    LanguageCode,
    NonNullable<HazardEntry['text']['en']>,
  ][]) {
    if (lang === 'en') continue;
    for (const block of file.blocks) {
      const en = english.blocks[String(block.id)];
      const tr = translation.blocks[String(block.id)];
      if (!en || !tr) continue;
      const whole = (b: typeof en) => `${b.title}\n${b.header}\n${b.body}`;
      for (const issue of checkTranslationConsistency(whole(en), whole(tr), lang)) {
        issues.push({ hazard: file.slug, block: block.id, lang, ...issue });
      }
    }
  }
  return issues;
}

/**
 * Lists of words people type (a crisis line's search terms, an intent's phrases): each language
 * has its own, as many as it needs, so they are not compared with English.
 */
export const FREE_LISTS: ReadonlySet<string> = new Set(['search_terms', 'phrases']);

/** The strings of one language's text in order, free lists left out, one per line. */
export function textLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textLeaves);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => (FREE_LISTS.has(key) ? [] : textLeaves(child)));
  return [];
}

/**
 * Every `text_by_language` under `value` (a crisis option, a Prep Check, a region…), each language
 * compared with English as one text; `where` names it as the validator's other messages do
 * (`prep check 2 question 201`).
 */
export function checkInlineTranslations(value: unknown, where: string): PackProblem[] {
  if (Array.isArray(value)) return value.flatMap((item) => checkInlineTranslations(item, where));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const here = typeof record.id === 'number' ? `${where} ${record.id}` : where;
  const problems: PackProblem[] = [];
  const texts = record.text_by_language as Record<string, unknown> | undefined;
  if (texts && typeof texts === 'object' && texts.en !== undefined) {
    const english = textLeaves(texts.en).join('\n');
    for (const [lang, text] of Object.entries(texts)) {
      if (lang === 'en') continue;
      for (const issue of checkTranslationConsistency(
        english,
        textLeaves(text).join('\n'),
        lang as LanguageCode,
      ))
        problems.push({ file: here, message: `${lang} against en: ${issue.message}` });
    }
  }
  for (const [key, child] of Object.entries(record))
    if (key !== 'text_by_language') problems.push(...checkInlineTranslations(child, here));
  return problems;
}

/**
 * The comparison with English over the whole pack: every hazard block and every inline text, in
 * every language the pack holds. Part of the validator (`npm run content:check`).
 */
export function checkPackTranslations(pack: Omit<ContentPack, 'dir' | 'problems'>): PackProblem[] {
  return [
    ...pack.hazards.flatMap((entry) =>
      checkHazardTranslations(entry).map((i) => ({
        file: `hazards/${i.hazard}/${i.lang}.yaml`,
        message: `block ${i.block} against en: ${i.message}`,
      })),
    ),
    ...checkInlineTranslations(pack.crisisOptions, 'crisis option'),
    ...pack.crisisIntents.flatMap((intent) =>
      checkInlineTranslations({ text_by_language: intent.text_by_language }, `crisis intent ${intent.key}`),
    ),
    ...checkInlineTranslations(pack.emergencyItems, 'emergency item'),
    ...checkInlineTranslations(pack.prepChecks, 'prep check'),
    ...checkInlineTranslations(pack.progress, 'progress'),
    ...checkInlineTranslations(pack.regions, 'region'),
    ...checkInlineTranslations(pack.sponsors, 'sponsor'),
  ];
}
