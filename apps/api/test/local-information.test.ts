import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HazardDetail } from '@prepwell/contract';
import { captureLogs, createTestApp, type TestApp } from './helpers.js';

/**
 * Local information by the reader's point. The fixture pack's sample region "Fixture Town"
 * covers longitude −122.8 to −122.4 and latitude 45.4 to 45.7 (around Portland) and has one
 * item for Fixture Flood's block 90101 (Prepare).
 */
describe('local information on the hazard detail', () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await createTestApp({ logStream: logs.stream });
  });
  afterAll(async () => t.close());

  const detail = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/public/guide/hazard/901${query}` });
    return res;
  };

  it('adds the local information of the region holding the point, with its creator, and marks its stage', async () => {
    const res = await detail('?lang=en&lat=45.523&lng=-122.676');
    expect(res.statusCode).toBe(200);
    const hazard = res.json<HazardDetail>();
    const block = hazard.content_blocks.find((b) => b.id === 90101);
    expect(block?.local_content).toEqual([
      {
        id: 901001,
        creator: expect.objectContaining({ id: 90101, name: { en: 'Sample: Fixture Neighbors' } }),
        body: { en: expect.stringContaining('Sample local tip') },
      },
    ]);
    expect(hazard.local_content_stages).toEqual(['Before']);
    expect(
      hazard.content_blocks.filter((b) => b.id !== 90101).every((b) => b.local_content.length === 0),
    ).toBe(true);
  });

  it('adds nothing for a point outside every region, or without a point', async () => {
    for (const query of ['?lat=40.71&lng=-74.01', '', '?lat=45.52&lng=-121.5']) {
      const hazard = (await detail(query)).json<HazardDetail>();
      expect(hazard.local_content_stages, query).toEqual([]);
      expect(
        hazard.content_blocks.every((b) => b.local_content.length === 0),
        query,
      ).toBe(true);
      expect(hazard.stage_local_content).toEqual({ Before: [], During: [], After: [] });
    }
  });

  it('refuses half a point or one out of range with a 400 that says why', async () => {
    const half = await detail('?lat=45.5');
    expect(half.statusCode).toBe(400);
    expect(JSON.stringify(half.json())).toContain('lat and lng together');
    expect((await detail('?lat=95&lng=0')).statusCode).toBe(400);
    expect((await detail('?lat=abc&lng=0')).statusCode).toBe(400);
  });

  it('never writes the point to a log', async () => {
    await t.app.inject({ method: 'GET', url: '/public/guide/hazard/901?lat=45.52&lng=-122.67' });
    expect(logs.text()).not.toContain('45.52');
    expect(logs.text()).not.toContain('-122.67');
  });
});
