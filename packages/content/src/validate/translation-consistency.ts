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
import type { LanguageCode } from '@prepwell/contract';
import type { HazardEntry } from '../pack-types.js';

/** What one comparison of an English text and its translation found. */
export interface ConsistencyIssue {
  kind: 'number' | 'negation';
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
 * and `24/7` is read as 24.
 */
export function numbersIn(text: string): Set<string> {
  // Fractions first: NFKC would turn `1½` into `11⁄2`.
  let t = readable(text).replace(/(\d)?[ \u00a0]?([½¼¾])/g, (_m, whole: string | undefined, f: string) => {
    const frac = FRACTIONS[f] ?? '';
    return `${whole ?? '0'}${frac}`;
  });
  t = t.normalize('NFKC');
  // "24/7" is one idea, "around the clock": it carries the 24 ("24 horas", "24時間"), not a 7.
  t = t.replace(/\b24\s*\/\s*7\b/g, '24');
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

/**
 * How many negations a text makes, per language. Word lists, so a text that negates with a verb
 * ("avoid", "evite", "避免") or with an affix counts less, and a word that only looks negative counts
 * more; the lists leave out the common look-alikes noted below. Words that negate by their meaning
 * (refuse, impossible, unable and their translations) count in every language, since "won't eat"
 * is as often "refuses to eat" in a translation. The same goes, in translations only, for the words that
 * carry an English "not" or "without" by their meaning: instead of (au lieu de, statt, en vez de,
 * вместо), out of reach (hors de portée, außerhalb der Reichweite), absence (отсутствие), lest (以免),
 * without (なし), not enough (不十分, 不足), hard to (〜にくい, 難しい: the Japanese "may not").
 */
const NEGATIONS: Record<LanguageCode, RegExp> = {
  // "no more than 10 seconds" is a limit, not a negation ("au maximum", "höchstens").
  en: /(?<![\p{L}'’])(?:not|never|no(?! (?:more|less|later|earlier) than)|none|nothing|nobody|neither|nor|without|cannot|no one|\p{L}+n['’]t|refuse[sd]?|impossible|unable)(?![\p{L}'’])/giu,
  es: /(?<!\p{L})(?:no|nunca|jamás|ni|nada|nadie|ningún|ninguna|ninguno|tampoco|sin|imposible|incapaz|niega|niegan|rechaza|rechazan|en vez|en lugar)(?!\p{L})/giu,
  // French is counted by hand below (ne … pas is one negation, not two).
  fr: /$^/gu,
  de: /(?<!\p{L})(?:nicht|nichts|nie|niemals|niemand\p{L}*|kein\p{L}*|ohne|weder|unmöglich|verweiger\p{L}*|weiger\p{L}*|ablehn\p{L}*|lehnt|statt|anstatt|außerhalb|nein)(?!\p{L})/giu,
  // Past なかった and conditional なければ ("if not") count, but not なければならない/いけない
  // ("must", whose ならない/いけない already count). 断る (refuse) counts in its verb forms, not in
  // 判断, 診断, 中断 (judgment, diagnosis, pause). Not 危ない (dangerous), 少ない (few), つないで
  // (connect), 少なくとも (at least), 必ず, まず (first) at the start of a phrase, ～ずつ, はず.
  ja: /(?<!つ)ないで|しない|(?<![危少つ])ない|(?<![危少])な(?:かっ|けれ(?!ば(?:な|い)))|(?<!少)なく|ません|なし|不十分|不足|不要|にくい|難しい|禁止|拒|(?<!\p{sc=Han})断[らりるれろっ]|(?<![必は])(?<!(?:^|[^\p{L}])ま)ず(?!つ)/gu,
  // Not 特别 / 分别 / 区别 (especially, separately, difference).
  zh: /切勿|禁止|不|没|(?<![特分区识])别|勿|无|未|拒|以免|免得/gu,
  ru: /(?<!\p{L})(?:не|нет|ни|никогда|ничего|ничем|никто|никого|никак|никакой|никакая|никакие|никакого|никаких|нельзя|без|безо|невозможно|отказыва\p{L}*|отсутств\p{L}*|вместо)(?!\p{L})/giu,
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
        'ni',
        'non',
        'impossible',
        'impossibilité',
        'incapable',
        'incapacité',
        'hors',
        'inutile',
      ].includes(word) ||
      word.startsWith('refus')
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
  const plain = readable(text).normalize('NFKC');
  if (lang === 'en') return plain.match(NEGATIONS.en)?.length ?? 0;
  const kept = plain.match(KEPT_ENGLISH)?.length ?? 0;
  if (lang === 'fr') return frenchNegations(plain) + kept;
  return (plain.match(NEGATIONS[lang])?.length ?? 0) + kept;
}

/**
 * Compare one English text with its translation: (a) every number of the English must be in the
 * translation (a translation may add numbers, such as metric conversions); (b) the translation
 * must not have fewer negations than the English.
 */
export function checkTranslationConsistency(
  english: string,
  translated: string,
  lang: LanguageCode,
): ConsistencyIssue[] {
  const issues: ConsistencyIssue[] = [];
  const theirs = numbersIn(translated);
  const missing = [...numbersIn(english)].filter((n) => !theirs.has(n));
  if (missing.length > 0) {
    issues.push({
      kind: 'number',
      message: `missing number${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
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
