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

  it('forgets the least recently used entries past its bytes, weighed when they are known', () => {
    const cache = new BoundedCache<string>(100, 1000);
    cache.set('a', 'page a', 400);
    cache.set('b', 'page b'); // not weighed yet: a promise still rendering
    cache.set('c', 'page c', 400);
    expect(cache.bytes).toBe(800);
    cache.weigh('b', 'page b', 300); // 1,100 bytes: a, the oldest, goes
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'page b', 'page c']);
    expect(cache.bytes).toBe(700);
  });

  it('ignores the weight of a value that was replaced meanwhile', () => {
    const cache = new BoundedCache<string>(100, 1000);
    cache.set('a', 'old');
    cache.set('a', 'new', 10);
    cache.weigh('a', 'old', 5000);
    expect(cache.get('a')).toBe('new');
    expect(cache.bytes).toBe(10);
  });

  it('keeps one entry larger than its bytes, so the page just built is still served', () => {
    const cache = new BoundedCache<string>(100, 10);
    cache.set('a', 'a', 50);
    expect(cache.get('a')).toBe('a');
  });
});
