import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../src/config.js';

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
});
