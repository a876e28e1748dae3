import { describe, expect, test } from 'bun:test';
import { ConfigError, DEFAULT_QUOTAS, loadConfig } from '../../src/config.ts';

describe('configuration', () => {
  test('defaults describe an embedded single-process server', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000, host: '127.0.0.1', dataDir: './data', databaseUrl: null, redisUrl: null, portalUrl: null,
      portalTimeoutMs: 2000, adminToken: null, burstLimit: 60, burstWindowSeconds: 60, trustProxy: { kind: 'none' },
      allowInsecureHttp: false, logLevel: 'info', quotas: DEFAULT_QUOTAS,
    });
  });

  test.each([
    ['PORT', 'abc'], ['PORT', '70000'], ['BURST_LIMIT', '0'], ['BURST_WINDOW_SECONDS', '1.5'],
    ['PORTAL_TIMEOUT_MS', '-1'], ['LOG_LEVEL', 'loud'], ['TRUST_PROXY', 'maybe'], ['ALLOW_INSECURE_HTTP', '2'],
    ['DATABASE_URL', 'mysql://x'], ['REDIS_URL', 'not a url'], ['QUOTA_FREE', '-2'], ['ADMIN_TOKEN', 'short'],
  ])('%s=%s stops the start with one line naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(name);
    expect((error as Error).message).toStartWith(`Invalid configuration: ${name} `);
    expect((error as Error).message).not.toContain('\n');
  });

  test('TLS files come in pairs and PORTAL_URL needs a PORTAL_SECRET', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: '/c.pem' })).toThrow('TLS_KEY_FILE');
    expect(() => loadConfig({ PORTAL_URL: 'http://127.0.0.1:4000' })).toThrow('PORTAL_SECRET');
    expect(loadConfig({ PORTAL_URL: 'http://127.0.0.1:4000', PORTAL_SECRET: 'a-long-enough-secret' }).portalUrl)
      .toBe('http://127.0.0.1:4000');
  });

  test('quotas accept -1 for unlimited', () => {
    expect(loadConfig({ QUOTA_TEAM: '-1', QUOTA_FREE: '5' }).quotas).toMatchObject({ team: -1, free: 5 });
  });
});
