import type { LanguageCode } from '@prepwell/contract';

/**
 * What a person in crisis types, in their own words and language, and the line that must be
 * among the first 3 results (issue 22). Written before the search terms and intents existed,
 * without reading them: first-person phrases, misspellings, slang, one word or a whole sentence,
 * in all seven languages. The expected line is the one whose service fits, read from the lines'
 * own texts in packages/content/crisis-options. `crisis-options.test.ts` holds the search to it.
 */
export interface CrisisPhrase {
  query: string;
  lang: LanguageCode;
  /** The slug of the line (the file name under packages/content/crisis-options). */
  expect: string;
}

const SUICIDE = '988-lifeline';
const POISON = 'poison-help';
const HOME_VIOLENCE = 'national-domestic-violence-hotline';
const SEXUAL_ASSAULT = 'rainn-national-sexual-assault-hotline';
const CHILD_ABUSE = 'childhelp-national-child-abuse-hotline';
const DISASTER = 'disaster-distress-helpline';
const VETERANS = 'veterans-crisis-line';
const SUBSTANCE = 'samhsa-national-helpline';
const MATERNAL = 'national-maternal-mental-health-hotline';
const RUNAWAY = 'national-runaway-safeline';
const TRAFFICKING = 'national-human-trafficking-hotline';
const BASIC_NEEDS = '211';
const ELDERS = 'eldercare-locator';
const MENTAL_ILLNESS = 'nami-helpline';

const rows = (lang: LanguageCode, list: [string, string][]): CrisisPhrase[] =>
  list.map(([query, expect]) => ({ query, lang, expect }));

export const CRISIS_PHRASES: CrisisPhrase[] = [
  ...rows('en', [
    ['kill myself', SUICIDE],
    ['want to die', SUICIDE],
    ['i feel hopeless', SUICIDE],
    ['I want to kill myself tonight', SUICIDE],
    ['cant go on anymore', SUICIDE],
    ['thinking about ending it all', SUICIDE],
    ['sucidal', SUICIDE],
    ['self harm', SUICIDE],
    ['i keep cutting myself', SUICIDE],
    ['no reason to live', SUICIDE],
    ['overdose', POISON],
    ['took too many pills', POISON],
    ['my friend overdosed', POISON],
    ['overdoes', POISON],
    ['my kid swallowed a battery', POISON],
    ['drank bleach', POISON],
    ['my husband hits me', HOME_VIOLENCE],
    ['he hits me', HOME_VIOLENCE],
    ['my boyfriend choked me', HOME_VIOLENCE],
    ['scared of my partner', HOME_VIOLENCE],
    ['domestic violance', HOME_VIOLENCE],
    ['i was raped', SEXUAL_ASSAULT],
    ['sexual assault', SEXUAL_ASSAULT],
    ['someone touched me without my consent at a party', SEXUAL_ASSAULT],
    ['my dad hits me and i am 12', CHILD_ABUSE],
    ['child abuse', CHILD_ABUSE],
    ['the kid next door is being beaten', CHILD_ABUSE],
    ['hurricane', DISASTER],
    ['lost everything in the flood', DISASTER],
    ['cant stop thinking about the wildfire', DISASTER],
    ['anxious after the earthquake', DISASTER],
    ['im a veteran and i want to die', VETERANS],
    ['ptsd', VETERANS],
    ['veteran in crisis', VETERANS],
    ['addiction', SUBSTANCE],
    ['i cant stop drinking', SUBSTANCE],
    ['need rehab', SUBSTANCE],
    ['relapsed on heroin', SUBSTANCE],
    ['postpartum depression', MATERNAL],
    ['i cant cope with my newborn', MATERNAL],
    ['ran away from home', RUNAWAY],
    ['kicked out of my house and im 16', RUNAWAY],
    ['forced to work and cant leave', TRAFFICKING],
    ['human trafficking', TRAFFICKING],
    ['cant pay rent', BASIC_NEEDS],
    ['need food for my family', BASIC_NEEDS],
    ['my elderly mother needs help at home', ELDERS],
    ['schizophrenia', MENTAL_ILLNESS],
  ]),
  ...rows('es', [
    ['quiero morir', SUICIDE],
    ['me quiero suicidar', SUICIDE],
    ['quiero matarme', SUICIDE],
    ['ya no puedo más', SUICIDE],
    ['sobredosis', POISON],
    ['envenenamiento', POISON],
    ['mi esposo me pega', HOME_VIOLENCE],
    ['mi novio me golpea', HOME_VIOLENCE],
    ['me violaron', SEXUAL_ASSAULT],
    ['perdí todo en el huracán', DISASTER],
    ['necesito comida', BASIC_NEEDS],
  ]),
  ...rows('fr', [
    ['je veux mourir', SUICIDE],
    ['envie de me suicider', SUICIDE],
    ['je veux en finir', SUICIDE],
    ['mon mari me frappe', HOME_VIOLENCE],
    ['surdose', POISON],
    ["j'ai été violée", SEXUAL_ASSAULT],
    ["j'ai tout perdu dans l'inondation", DISASTER],
    ['dépression post-partum', MATERNAL],
  ]),
  ...rows('de', [
    ['ich will sterben', SUICIDE],
    ['ich will mich umbringen', SUICIDE],
    ['ich kann nicht mehr', SUICIDE],
    ['mein Mann schlägt mich', HOME_VIOLENCE],
    ['Überdosis', POISON],
    ['ich wurde vergewaltigt', SEXUAL_ASSAULT],
    ['nach dem Hochwasser alles verloren', DISASTER],
    ['Sucht', SUBSTANCE],
  ]),
  ...rows('ja', [
    ['死にたい', SUICIDE],
    ['自殺', SUICIDE],
    ['消えたい', SUICIDE],
    ['夫に殴られる', HOME_VIOLENCE],
    ['薬を飲みすぎた', POISON],
    ['過剰摂取', POISON],
    ['性暴力', SEXUAL_ASSAULT],
    ['地震のあと不安', DISASTER],
  ]),
  ...rows('zh', [
    ['我想死', SUICIDE],
    ['自杀', SUICIDE],
    ['不想活了', SUICIDE],
    ['丈夫打我', HOME_VIOLENCE],
    ['吃了太多药', POISON],
    ['被强奸', SEXUAL_ASSAULT],
    ['飓风后很焦虑', DISASTER],
  ]),
  ...rows('ru', [
    ['хочу умереть', SUICIDE],
    ['хочу покончить с собой', SUICIDE],
    ['не хочу жить', SUICIDE],
    ['суицид', SUICIDE],
    ['муж бьёт меня', HOME_VIOLENCE],
    ['передозировка', POISON],
    ['меня изнасиловали', SEXUAL_ASSAULT],
    ['потерял всё после наводнения', DISASTER],
  ]),
];
