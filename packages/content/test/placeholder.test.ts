import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_PATTERN } from '../src/schema/common.js';

describe('placeholder words', () => {
  it.each([
    'Lorem text here',
    'some ipsum',
    'TODO: write this',
    'TBD',
    'call xxx-xxxx',
    'FIXME later',
    '(TODO)',
  ])('refuses %j', (text) => {
    expect(PLACEHOLDER_PATTERN.test(text)).toBe(true);
  });

  it.each([
    'Llame al 911 y haga todo lo posible.',
    'Todos deben salir.',
    'Tout va bien.',
    'Un método sencillo.',
    'ÉTODO',
  ])('accepts %j', (text) => {
    expect(PLACEHOLDER_PATTERN.test(text)).toBe(false);
  });
});
