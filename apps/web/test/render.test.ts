import { describe, expect, it } from 'vitest';
import { mockFetch } from './render';

const realFetch = globalThis.fetch;

// In order: the first test replaces fetch, the second sees it back (or another test file's
// answers would leak into the next test of the same worker).
describe('mockFetch', () => {
  it('answers per path, and a 404 in the API’s error shape for anything else', async () => {
    const calls = mockFetch({ '/public/config': { ok: true } });
    expect(globalThis.fetch).not.toBe(realFetch);
    expect(await (await fetch('/public/config')).json()).toEqual({ ok: true });
    const missing = await fetch('/public/nothing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'none' } });
    expect(calls.map((call) => call.url)).toEqual(['/public/config', '/public/nothing']);
  });

  it('is undone after the test', () => {
    expect(globalThis.fetch).toBe(realFetch);
  });
});
