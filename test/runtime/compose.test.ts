/**
 * compose.yaml (PostgreSQL, Redis, two servers behind Caddy) checked by Debian's `docker-compose config`, which
 * validates against the Compose schema and resolves anchors and variables without a Docker daemon; the resolved
 * file is then checked for what makes the deployment work: the servers reach the database and Redis services, trust
 * exactly the one proxy hop, the proxy's upstreams are the server services, and the settings pass loadConfig.
 */
import { describe, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';

const root = path.join(import.meta.dir, '../..');
const composeBin = Bun.which('docker-compose');
if (!composeBin && process.env.CI) throw new Error('docker-compose is not installed; .ci/run installs it with apt-get');
if (!composeBin) console.warn('compose test skipped: no docker-compose (apt-get install -y docker-compose); in CI it fails instead');

const ADMIN_TOKEN = 'compose-admin-token-0123456789';

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  ports?: Array<{ published: number | string; target: number }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
}

function composeConfig(env: Record<string, string>) {
  return spawnSync(composeBin!, ['-f', path.join(root, 'compose.yaml'), 'config'], {
    cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH, ...env }, timeout: 60_000,
  });
}

// a check of files, the same on both CI legs: run on the embedded one
describe.skipIf(!composeBin || Boolean(process.env.CI_SERVICES_LEG))('compose.yaml', () => {
  test('valid, and refused without ADMIN_TOKEN', () => {
    const refused = composeConfig({});
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('set ADMIN_TOKEN');
    const resolved = composeConfig({ ADMIN_TOKEN });
    expect(resolved.stderr).toBe('');
    expect(resolved.status).toBe(0);
  }, 60_000);

  test('two servers on PostgreSQL and Redis behind one HTTPS proxy hop', () => {
    const { services } = Bun.YAML.parse(composeConfig({ ADMIN_TOKEN, POSTGRES_PASSWORD: 'secret-pw' }).stdout) as { services: Record<string, Service> };
    expect(Object.keys(services).sort()).toEqual(['postgres', 'proxy', 'redis', 'server-1', 'server-2']);
    const servers = ['server-1', 'server-2'].map((name) => services[name]!);
    const postgres = services.postgres!.environment!;
    for (const server of servers) {
      const env = server.environment!;
      const database = new URL(env.DATABASE_URL!);
      expect([database.hostname, database.port, database.username, database.password, database.pathname])
        .toEqual(['postgres', '5432', postgres.POSTGRES_USER, 'secret-pw', `/${postgres.POSTGRES_DB}`]);
      expect(postgres.POSTGRES_PASSWORD).toBe('secret-pw');
      expect(new URL(env.REDIS_URL!).hostname).toBe('redis');
      const config = loadConfig(env);
      expect(config).toMatchObject({ host: '0.0.0.0', port: 3000, adminToken: ADMIN_TOKEN, trustProxy: { kind: 'hops', hops: 1 } });
      expect(server.build).toBeDefined();
    }
    // the first server applies migrations before the second starts (docs/production.md)
    expect(services['server-1']!.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    expect(services['server-2']!.depends_on).toEqual({ 'server-1': { condition: 'service_healthy' } });
    expect(services.postgres!.healthcheck!.test).toContain('pg_isready');
    expect(services.redis!.healthcheck!.test).toContain('ping');

    const proxy = services.proxy!;
    expect(proxy.image).toStartWith('caddy:');
    expect(proxy.ports!.map((port) => Number(port.target)).sort()).toEqual([443, 80]);
    const caddyfile = proxy.volumes!.find((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'))!.split(':')[0]!;
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(fs.readFileSync(caddyfile, 'utf8'))![1]!.trim().split(/\s+/);
    expect(upstreams).toEqual(['server-1:3000', 'server-2:3000']);
  }, 60_000);
});
