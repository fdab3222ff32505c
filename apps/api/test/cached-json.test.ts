import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../src/lib/cached-json.js';

describe('BoundedCache', () => {
  it('forgets the least recently used entry past its size', () => {
    const cache = new BoundedCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // "a" is now the newest
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });
});
