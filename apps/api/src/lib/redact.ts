/** Query parameters that reveal where a person is; their values never reach a log line. */
const LOCATION_PARAMS = new Set([
  'lat',
  'lng',
  'lon',
  'latitude',
  'longitude',
  'zip',
  'location',
  'points',
  'place',
]);

/** Replace the values of location query parameters in a URL with `[redacted]`. */
export function redactLocation(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  const parts = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [rawKey = ''] = pair.split('=', 1);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey);
      } catch {
        // a malformed escape is logged as it came, minus its value
        return `${rawKey}=[redacted]`;
      }
      return LOCATION_PARAMS.has(key.toLowerCase()) ? `${rawKey}=[redacted]` : pair;
    });
  return `${path}?${parts.join('&')}`;
}
