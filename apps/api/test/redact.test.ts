import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactLocation } from '../src/lib/redact.js';

describe('redactLocation', () => {
  it('removes location values and keeps the rest', () => {
    expect(redactLocation('/public/v2/hazards?lang=ja&lat=45.52&lng=-122.68&bookmarks=1,2')).toBe(
      '/public/v2/hazards?lang=ja&lat=[redacted]&lng=[redacted]&bookmarks=1,2',
    );
    expect(redactLocation('/healthz')).toBe('/healthz');
  });

  it('never lets a coordinate through, whatever the query looks like', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('lat', 'lng', 'LAT', 'latitude', 'longitude', 'zip'),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.array(fc.tuple(fc.stringMatching(/^[a-k]{1,5}$/), fc.stringMatching(/^[a-z0-9]{0,6}$/)), {
          maxLength: 4,
        }),
        (key, value, others) => {
          const secret = value.toFixed(6);
          const query = [...others.map(([k, v]) => `${k}=${v}`), `${key}=${secret}`].join('&');
          expect(redactLocation(`/public/x?${query}`)).not.toContain(secret);
        },
      ),
    );
  });
});
