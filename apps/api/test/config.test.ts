import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config.js';

/** The problems `parseConfig` names for `env`, one a line; empty when it is valid. */
function problems(env: Record<string, string>): string {
  try {
    parseConfig(env);
    return '';
  } catch (error) {
    return (error as ConfigError).problems.join('\n');
  }
}

describe('configuration', () => {
  it('has defaults that run everything in dev', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.environment).toBe('dev');
    expect(config.features).toEqual({ sponsors: true, profiles: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('resolves relative folders to absolute paths', () => {
    const config = parseConfig({ CONTENT_DIR: 'packages/content', WEB_DIST_DIR: './dist', DATA_DIR: 'data' });
    for (const path of [config.CONTENT_DIR, config.WEB_DIST_DIR, config.dataDir]) expect(path).toMatch(/^\//);
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'LOG_LEVEL']) expect(problems).toContain(name);
  });

  it.each(['dev', 'staging', 'beta', 'production'])('turns sponsors and profiles on in %s', (environment) => {
    expect(parseConfig({ ENVIRONMENT: environment }).features).toEqual({ sponsors: true, profiles: true });
  });

  it('turns sponsors and profiles off for an unknown environment', () => {
    const config = parseConfig({ ENVIRONMENT: 'qa-west' });
    expect(config.environment).toBe('unknown');
    expect(config.features).toEqual({ sponsors: false, profiles: false });
  });

  it('takes optional SMTP settings for password reset, both or neither', () => {
    expect(parseConfig({}).SMTP_URL).toBeUndefined();
    const config = parseConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.org:465',
      SMTP_FROM: 'Prepwell <no-reply@example.org>',
    });
    expect(config.SMTP_FROM).toBe('Prepwell <no-reply@example.org>');
    expect(problems({ SMTP_URL: 'http://mail.example.org' })).toContain('SMTP_URL');
    expect(problems({ SMTP_URL: 'smtp://mail.example.org' })).toContain('SMTP_FROM: is required');
    expect(problems({ SMTP_FROM: 'no-reply@example.org' })).toContain('SMTP_URL: is required');
    expect(problems({ SMTP_URL: 'smtp://mail.example.org', SMTP_FROM: 'nobody' })).toContain('SMTP_FROM');
    expect(problems({ METRICS_TOKEN: 'short' })).toContain('METRICS_TOKEN');
    expect(problems({ TRUST_PROXY: 'true' })).toContain('TRUST_PROXY');
    expect(problems({ TRUST_PROXY: 'my-load-balancer' })).toContain('TRUST_PROXY');
    expect(problems({ METRICS_PORT: 'ninety' })).toContain('METRICS_PORT');
  });
});

describe('usage limits and analytics retention', () => {
  it('keeps analytics events 180 days and limits hazard views to 30 a minute by default', () => {
    const config = parseConfig({});
    expect(config.ANALYTICS_RETENTION_DAYS).toBe(180);
    expect(config.HAZARD_VIEW_RATE_LIMIT).toBe(30);
    expect(config.ANALYTICS_RATE_LIMIT).toBe(120);
    expect(config.PAGE_RENDER_RATE_LIMIT).toBe(120);
    expect(config.SIGN_IN_START_RATE_LIMIT).toBe(60);
    expect(config.ACCOUNT_WRITE_RATE_LIMIT).toBe(120);
    expect(config.SESSION_IDLE_DAYS).toBe(14);
    expect(config.ANALYTICS_DAILY_LIMIT).toBe(2000);
    expect(parseConfig({ ANALYTICS_RETENTION_DAYS: '30' }).ANALYTICS_RETENTION_DAYS).toBe(30);
  });

  it('keeps 32 MB of page documents by default and names a bad PAGE_CACHE_MB', () => {
    expect(parseConfig({}).PAGE_CACHE_MB).toBe(32);
    expect(parseConfig({ PAGE_CACHE_MB: '8' }).PAGE_CACHE_MB).toBe(8);
    for (const value of ['0', 'lots', '-5', '5000'])
      expect(problems({ PAGE_CACHE_MB: value })).toMatch(/^PAGE_CACHE_MB: /);
  });

  it.each(['0', '-1', '1.5', 'six months', '', '100000'])(
    'names ANALYTICS_RETENTION_DAYS when it is %j',
    (value) => {
      expect(problems({ ANALYTICS_RETENTION_DAYS: value })).toMatch(/^ANALYTICS_RETENTION_DAYS: /);
    },
  );

  it.each(['0', '31', '1.5', 'a week'])('names SESSION_IDLE_DAYS when it is %j', (value) => {
    expect(problems({ SESSION_IDLE_DAYS: value })).toMatch(/^SESSION_IDLE_DAYS: /);
  });

  it('names bad rate limits', () => {
    const listed = problems({
      HAZARD_VIEW_RATE_LIMIT: '0',
      ANALYTICS_RATE_LIMIT: 'many',
      PAGE_RENDER_RATE_LIMIT: '-3',
      SIGN_IN_START_RATE_LIMIT: '1.5',
      ACCOUNT_WRITE_RATE_LIMIT: '',
      ANALYTICS_DAILY_LIMIT: 'lots',
    });
    expect(listed).toContain('ANALYTICS_DAILY_LIMIT');
    expect(listed).toContain('ACCOUNT_WRITE_RATE_LIMIT');
    expect(listed).toContain('SIGN_IN_START_RATE_LIMIT');
    expect(listed).toContain('HAZARD_VIEW_RATE_LIMIT');
    expect(listed).toContain('PAGE_RENDER_RATE_LIMIT');
    expect(listed).toContain('ANALYTICS_RATE_LIMIT');
  });
});

describe('the alert feeds', () => {
  it('are none by default, polled every minute, with the sample feed off', () => {
    const config = parseConfig({});
    expect(config.ALERT_FEEDS).toEqual([]);
    expect(config.ALERT_POLL_SECONDS).toBe(60);
    expect(config.ALERT_SAMPLE_FEED).toBe('off');
  });

  it('read kind=url entries, an NWS address with its commas kept', () => {
    const config = parseConfig({
      ALERT_FEEDS:
        ' nws=https://api.weather.gov/alerts/active?area=OR,WA\n cap=http://127.0.0.1:9999/feeds/atom-index.xml ',
      ALERT_USER_AGENT: 'Prepwell (ops@example.org)',
    });
    expect(config.ALERT_FEEDS).toEqual([
      { kind: 'nws', url: 'https://api.weather.gov/alerts/active?area=OR,WA' },
      { kind: 'cap', url: 'http://127.0.0.1:9999/feeds/atom-index.xml' },
    ]);
  });

  it.each([
    ['an unknown kind', 'rss=https://example.org/feed'],
    ['no kind', 'https://example.org/feed'],
    ['not a URL', 'cap=feed.xml'],
    ['not http', 'cap=ftp://example.org/feed.xml'],
  ])('name ALERT_FEEDS for %s', (_name, value) => {
    expect(problems({ ALERT_FEEDS: value })).toMatch(/^ALERT_FEEDS: ".*" is not nws=/);
  });

  it('need a User-Agent with an NWS feed, and a poll of 30 s to an hour', () => {
    expect(problems({ ALERT_FEEDS: 'nws=https://api.weather.gov/alerts/active' })).toMatch(
      /^ALERT_USER_AGENT: is required with an nws= feed/,
    );
    expect(problems({ ALERT_FEEDS: 'cap=https://example.org/feed.xml' })).toBe('');
    for (const value of ['10', '3601', 'often', '45.5']) {
      expect(problems({ ALERT_POLL_SECONDS: value })).toMatch(/^ALERT_POLL_SECONDS: /);
    }
    expect(problems({ ALERT_SAMPLE_FEED: 'yes' })).toMatch(/^ALERT_SAMPLE_FEED: /);
  });
});

describe('alert notifications (Web Push)', () => {
  const publicKey = `B${'a'.repeat(86)}`;
  const privateKey = 'b'.repeat(43);

  it('take both VAPID keys or neither, a mailto: or https: subject, and push services’ origins', () => {
    expect(parseConfig({}).VAPID_SUBJECT).toBe('mailto:alerts@prepwell.invalid');
    expect(problems({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toBe('');
    expect(problems({ VAPID_PUBLIC_KEY: publicKey })).toMatch(/^VAPID_PRIVATE_KEY: is required/);
    expect(problems({ VAPID_PRIVATE_KEY: privateKey })).toMatch(/^VAPID_PUBLIC_KEY: is required/);
    expect(problems({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toMatch(
      /^VAPID_PUBLIC_KEY: must be a base64url P-256 public key/,
    );
    expect(problems({ VAPID_SUBJECT: 'ops@example.org' })).toMatch(/^VAPID_SUBJECT: must be a mailto:/);
    expect(
      parseConfig({ PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:9000 https://push.example.org' })
        .PUSH_SERVICE_ORIGINS,
    ).toEqual(['http://127.0.0.1:9000', 'https://push.example.org']);
    expect(problems({ PUSH_SERVICE_ORIGINS: 'https://push.example.org/path' })).toMatch(
      /^PUSH_SERVICE_ORIGINS: ".*" is not an origin/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count or addresses and ranges', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
  });
});
