import { describe, expect, it } from 'vitest';
import { createHazardSummary } from '../../../../test/factories';
import { filterHazards, NO_CHOICES, toggleChoice } from '../lib/filter-hazards';
import { editDistance, searchLocally } from '../lib/local-search';
import { hazardPdfLink, hazardShareLink } from '../lib/share-links';

const hazard = createHazardSummary;

describe('guide choices (any within a group, all across groups)', () => {
  // Hand-made: four hazards with known categories, topics and filters.
  const hazards = [
    hazard(1, { category: 'Health', topics: ['First Aid'], filters: ['Kids'] }),
    hazard(2, { category: 'Crime', topics: ['Home'], filters: ['Elderly'] }),
    hazard(3, { category: 'Common Incidents', topics: ['Weather', 'Water'], filters: ['Kids', 'Pets'] }),
    hazard(4, { category: 'Health', topics: ['Weather'], filters: ['Elderly', 'Pets'] }),
  ];
  const ids = (choices: Parameters<typeof filterHazards>[1]) =>
    filterHazards(hazards, choices).map((h) => h.id);

  it('no choice keeps every hazard in order', () => {
    expect(ids(NO_CHOICES)).toEqual([1, 2, 3, 4]);
  });

  it('two categories mean either of them', () => {
    expect(ids({ ...NO_CHOICES, categories: ['Health', 'Crime'] })).toEqual([1, 2, 4]);
  });

  it('a category and a topic must both hold', () => {
    expect(ids({ ...NO_CHOICES, categories: ['Health'], topics: ['Weather'] })).toEqual([4]);
  });

  it('two filters mean either; with a topic, both groups must hold', () => {
    expect(ids({ ...NO_CHOICES, filters: ['Kids', 'Elderly'] })).toEqual([1, 2, 3, 4]);
    expect(ids({ categories: [], topics: ['Weather'], filters: ['Kids'] })).toEqual([3]);
  });

  it('toggling adds a choice, then takes it out', () => {
    expect(toggleChoice(['Kids'], 'Pets')).toEqual(['Kids', 'Pets']);
    expect(toggleChoice(['Kids', 'Pets'], 'Kids')).toEqual(['Pets']);
  });
});

describe('the search the browser runs when the call fails', () => {
  const hazards = [
    hazard(1, { name: { en: 'Earthquake', ja: '地震', fr: 'Séisme' }, tags: { en: ['tremor'] } }),
    hazard(2, { name: { en: 'Wildfire' }, tags: { en: ['forest fire'] } }),
    hazard(3, { name: { en: 'Flood' }, description: { en: 'Water where it should not be.' } }),
    hazard(4, { name: { en: 'Gas Leak', ja: 'ガス漏れ' } }),
  ];

  it('finds a hazard by name, tag or another language', () => {
    expect(searchLocally(hazards, 'Earthquake', 'en').hazards[0]).toBe(1);
    expect(searchLocally(hazards, 'forest fire', 'en').hazards[0]).toBe(2);
    expect(searchLocally(hazards, '地震', 'en').hazards[0]).toBe(1);
  });

  it('answers every hazard for an empty query', () => {
    expect(searchLocally(hazards, '  ', 'en')).toEqual({ hazards: [1, 2, 3, 4], suggestedQuery: null });
  });

  it('suggests the closest known word when nothing matches', () => {
    // "erthqake": two letters off "earthquake" (too far for threshold 0.2 over the whole name).
    expect(searchLocally(hazards, 'erthqake', 'en')).toEqual({ hazards: [], suggestedQuery: 'Earthquake' });
    expect(searchLocally(hazards, 'zzzzzz', 'en')).toEqual({ hazards: [], suggestedQuery: null });
  });

  it('offers the suggestion as it is written, compared in the one normal form', () => {
    // Accents and Japanese voicing marks are kept in what is offered: never "seisme" or カス漏れ.
    expect(searchLocally(hazards, 'sesmie', 'fr').suggestedQuery).toBe('Séisme');
    expect(searchLocally(hazards, 'ガス漏れれれ', 'ja').suggestedQuery).toBe('ガス漏れ');
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('flood', 'folod')).toBe(1);
    expect(editDistance('flood', 'flod')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('share and PDF links', () => {
  it('puts a path base on this origin and keeps a full URL as it is', () => {
    expect(hazardShareLink('/s', 'https://prepwell.example', 904)).toBe('https://prepwell.example/s/904');
    expect(hazardShareLink('https://pw.example/s/', 'https://x.example', 904, 90403)).toBe(
      'https://pw.example/s/904/90403',
    );
    expect(hazardPdfLink('/pdf', 'https://prepwell.example', 'flood', 'ja')).toBe(
      'https://prepwell.example/pdf/flood.ja.pdf',
    );
  });
});
