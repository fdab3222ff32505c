import { describe, expect, it } from 'vitest';
import { sampleMessages } from './sample-feed.js';

describe('the sample feed', () => {
  it('issues the same alerts all day, and new ones the next day', () => {
    const ids = (at: string) => sampleMessages(new Date(at)).map((message) => message.identifier);
    expect(ids('2026-12-01T00:00:00Z')).toEqual(ids('2026-12-01T23:59:59Z'));
    expect(ids('2026-12-02T00:00:00Z')).not.toEqual(expect.arrayContaining([ids('2026-12-01T12:00:00Z')[0]]));
  });

  it('says it is a sample in every text, in each language', () => {
    for (const message of sampleMessages(new Date('2026-12-01T12:00:00Z'))) {
      for (const info of message.infos) {
        const sample = info.language.startsWith('es') ? /ejemplo/i : /sample/i;
        for (const text of [info.headline, info.description, info.instruction, info.areas[0]?.description])
          expect(text).toMatch(sample);
      }
    }
  });
});
