// @vitest-environment node
// (Read from the disk: jsdom gives import.meta.url an http: address, not the file.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOPICS } from '@prepwell/contract';
import type { SpriteIconName } from '../../../components/sprite-icon';
import { TOPIC_KEYS } from '../topic-panels';

const sprite = readFileSync(new URL('../../../../public/icons.svg', import.meta.url), 'utf8');

describe("Home's icons, drawn from the app's sprite", () => {
  it('draws every topic from the sprite: one symbol each, with a drawing in it', () => {
    for (const topic of TOPICS) {
      const symbol = new RegExp(`<symbol id="${TOPIC_KEYS[topic]}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(
        sprite,
      );
      expect(symbol?.[1], topic).toMatch(/<path [^>]*d="[^"]+"/);
    }
  });

  it('has every icon the app names', () => {
    for (const name of [
      'hazardGuide',
      'prepChecks',
      'plan',
      'crisisHint',
      'safe',
      'help',
    ] satisfies SpriteIconName[]) {
      expect(sprite, name).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><path [^>]*d="`));
    }
  });
});
