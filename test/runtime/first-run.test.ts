/**
 * The first run on the embedded defaults, without restarts: a self-signed certificate and an operator token made in
 * DATA_DIR on first start and reused after, server.json while the server runs, and the CLI reaching the running
 * server through it (instead of failing on the data dir's lock).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { runCli } from '../../src/cli.ts';
import { loadConfig } from '../../src/config.ts';
import { healthcheck } from '../../src/healthcheck.ts';
import { localUrl, operatorToken, publishServer, runningServer } from '../../src/local-server.ts';
import { ensureSelfSigned, makeSelfSigned, SELF_SIGNED_NAMES } from '../../src/self-signed.ts';
import { tempDir } from '../support/app.ts';
import { startServer, type RunningServer } from '../support/process.ts';

const root = path.join(import.meta.dir, '../..');
const DAY_MS = 86_400_000;
/** The servers here run on the embedded defaults whatever the leg; CI's PostgreSQL + Redis leg would only repeat them. */
const servicesLeg = Boolean(process.env.CI_SERVICES_LEG);

/** Runs the CLI function, capturing what it prints. */
async function cli(argv: string[], env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  const log = console.log;
  const error = console.error;
  console.log = (line: unknown) => void out.push(String(line));
  console.error = (line: unknown) => void err.push(String(line));
  try {
    const status = await runCli(argv, { LOG_LEVEL: 'silent', ...env });
    return { status, stdout: out.join('\n'), stderr: err.join('\n') };
  } finally {
    console.log = log;
    console.error = error;
  }
}

describe('self-signed certificate (TLS_SELF_SIGNED)', () => {
  // one before the UTCTime/GeneralizedTime switch, one whose expiry falls after it, one long after
  for (const iso of ['2026-03-01T12:00:00Z', '2049-06-15T00:00:00Z', '2137-01-01T00:00:00Z']) {
    test(`valid for the loopback names, self-issued and signed, at ${iso}`, () => {
      const now = new Date(iso);
      const made = makeSelfSigned(now);
      const cert = new crypto.X509Certificate(made.cert);
      expect(cert.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
      expect(cert.checkHost('localhost')).toBe('localhost');
      for (const ip of SELF_SIGNED_NAMES.ip) expect(cert.checkIP(ip)).toBe(ip);
      expect(cert.checkHost('example.org')).toBeUndefined();
      expect(cert.checkIssued(cert)).toBe(true);
      expect(cert.verify(crypto.createPublicKey(made.key))).toBe(true);
      expect(Date.parse(cert.validFrom)).toBe(now.getTime() - 3_600_000);
      expect(Date.parse(cert.validTo)).toBe(now.getTime() + 397 * DAY_MS);
      expect(cert.publicKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    });
  }

  test('made once in DATA_DIR/tls (key readable by the owner only), reused, renewed within 30 days of expiry', () => {
    const dir = tempDir('pfs-tls');
    const first = ensureSelfSigned(dir, new Date('2026-01-10T00:00:00Z'));
    expect(first).toEqual({ certFile: path.join(dir, 'tls/cert.pem'), keyFile: path.join(dir, 'tls/key.pem'), created: true });
    expect(fs.statSync(first.keyFile).mode & 0o777).toBe(0o600);
    const pem = fs.readFileSync(first.certFile, 'utf8');
    expect(ensureSelfSigned(dir, new Date('2026-12-01T00:00:00Z')).created).toBe(false);
    expect(fs.readFileSync(first.certFile, 'utf8')).toBe(pem);
    // 397 days after 2026-01-10 is 2027-02-11: on 2027-01-20 it has 22 days left
    expect(ensureSelfSigned(dir, new Date('2027-01-20T00:00:00Z')).created).toBe(true);
    expect(fs.readFileSync(first.certFile, 'utf8')).not.toBe(pem);
  });

  test('cannot be combined with TLS_CERT_FILE', () => {
    expect(loadConfig({ TLS_SELF_SIGNED: 'true' }).tlsSelfSigned).toBe(true);
    expect(() => loadConfig({ TLS_SELF_SIGNED: 'true', TLS_CERT_FILE: '/c.pem', TLS_KEY_FILE: '/k.pem' })).toThrow('TLS_SELF_SIGNED');
  });
});

describe('data-dir files', () => {
  test('operator token: made once with 0600, the same on every later start', () => {
    const dir = tempDir('pfs-token');
    const first = operatorToken(dir);
    expect(first.created).toBe(true);
    expect(first.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(fs.statSync(first.file).mode & 0o777).toBe(0o600);
    expect(operatorToken(dir)).toEqual({ ...first, created: false });
    fs.writeFileSync(first.file, 'short\n');
    expect(() => operatorToken(dir)).toThrow('at least 16 characters');
  });

  test('server.json: found while its process lives, ignored once it is gone, removed by its own process only', async () => {
    const dir = tempDir('pfs-record');
    const sleeper = Bun.spawn(['sleep', '30']);
    try {
      const record = { pid: sleeper.pid, url: 'https://127.0.0.1:1', adminTokenFile: null, caFile: null };
      const withdraw = publishServer(dir, record);
      expect(runningServer(dir)).toEqual(record);
      sleeper.kill();
      await sleeper.exited;
      expect(runningServer(dir)).toBeNull();
      publishServer(dir, { ...record, pid: record.pid + 1 });
      withdraw();
      expect(fs.existsSync(path.join(dir, 'server.json'))).toBe(true);
    } finally {
      sleeper.kill();
    }
  });

  test('local URLs: wildcard addresses become loopback, IPv6 gets brackets', () => {
    expect(localUrl('0.0.0.0', 3000, true)).toBe('https://127.0.0.1:3000');
    expect(localUrl('::', 3000, false)).toBe('http://127.0.0.1:3000');
    expect(localUrl('::1', 8443, true)).toBe('https://[::1]:8443');
  });
});

describe.skipIf(servicesLeg)('first start on the embedded defaults, one server for the whole way', () => {
  let server: RunningServer;
  let dataDir: string;
  let port: string;
  let base: string;
  let ca: string;
  const cliEnv = () => ({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const overTls = (url: string, init: RequestInit = {}) => fetch(`${base}${url}`, { ...init, tls: { ca } } as RequestInit);

  beforeAll(async () => {
    dataDir = tempDir('pfs-first-run');
    server = await startServer(['bun', path.join(root, 'src/main.ts')], {
      env: { DATA_DIR: dataDir, TLS_SELF_SIGNED: 'true', DATABASE_URL: '', REDIS_URL: '', ADMIN_TOKEN: '' },
    });
    port = new URL(server.url).port;
    base = `https://127.0.0.1:${port}`;
    ca = fs.readFileSync(path.join(dataDir, 'tls/cert.pem'), 'utf8');
  }, 60_000);
  // removed here rather than by the run's final clean-up, which has every other folder to remove too
  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the start-up log names the URLs, the certificate and the token file (never the token)', () => {
    const lines = server.logs.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.event === 'listening')).toMatchObject({
      tls: true, url: base, home: `${base}/`, dashboard: `${base}/dashboard`, swagger: `${base}/swagger`, health: `${base}/healthz`,
    });
    expect(lines.find((line) => line.event === 'tls_self_signed')).toMatchObject({ certFile: path.resolve(dataDir, 'tls/cert.pem'), created: true });
    expect(lines.find((line) => line.event === 'operator_token')).toMatchObject({ file: path.resolve(dataDir, 'admin-token'), created: true });
    const token = fs.readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
    expect(server.logs.join('\n')).not.toContain(token);
  });

  test('HTTPS with the certificate from the data dir; an unconfigured client refuses it; the healthcheck probes HTTPS', async () => {
    expect((await overTls('/healthz')).status).toBe(200);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(await healthcheck({ TLS_SELF_SIGNED: 'true', HOST: '127.0.0.1', PORT: port })).toBe(0);
  });

  test('while the server runs the CLI reaches it through DATA_DIR/server.json: a key, then 200s from analyze and forms', async () => {
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8'))).toMatchObject({
      pid: server.process.pid, url: base, adminTokenFile: path.resolve(dataDir, 'admin-token'), caFile: path.resolve(dataDir, 'tls/cert.pem'),
    });
    const analyzeKey = await cli(['keys', 'create', '--service', 'analyze', '--plan', 'pro', '--field', 'key'], cliEnv());
    expect(analyzeKey).toMatchObject({ status: 0, stderr: '' });
    expect(analyzeKey.stdout).toMatch(/^pa_[A-Za-z0-9]{32}$/);
    const analyzed = await overTls('/api/analyze', {
      method: 'POST', headers: { authorization: `Bearer ${analyzeKey.stdout}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'total revenue by month in 2024' }),
    });
    expect(analyzed.status).toBe(200);

    const formsKey = (await cli(['keys', 'create', '--service', 'forms', '--plan', 'free', '--field', 'key'], cliEnv())).stdout;
    const auth = { authorization: `Bearer ${formsKey}`, 'content-type': 'application/json' };
    const form = await overTls('/v1/forms', { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Contact', fields: [{ name: 'email', type: 'email' }] }) });
    expect(form.status).toBe(201);
    const formId = ((await form.json()) as { data: { id: string } }).data.id;
    const submitted = await overTls(`/v1/f/${formId}`, { method: 'POST', headers: auth, body: JSON.stringify({ email: 'ada@example.org' }) });
    expect(submitted.status).toBe(200);
    const listed = await cli(['keys', 'list'], cliEnv());
    expect(listed.status).toBe(0);
    expect((JSON.parse(listed.stdout) as unknown[]).length).toBe(2);
  }, 30_000);

  test('--field names a member the answer lacks: exit 1; ADMIN_TOKEN in the environment wins over the file', async () => {
    expect(await cli(['keys', 'list', '--field', 'key'], cliEnv())).toMatchObject({ status: 1, stderr: "The answer has no member 'key'" });
    expect(await cli(['accounts', 'list'], { ...cliEnv(), ADMIN_TOKEN: 'not-the-servers-token-0123' })).toMatchObject({ status: 1 });
  });

  test('the landing page over HTTPS links the dashboard, Swagger and health', async () => {
    const page = await overTls('/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('href="/dashboard"');
  });
});

describe.skipIf(servicesLeg)('the CLI and a server started with ADMIN_TOKEN', () => {
  test('without the token it says so (exit 2) instead of opening the locked data dir; with it, it reaches the server', async () => {
    const dataDir = tempDir('pfs-first-run-token');
    const ADMIN_TOKEN = 'first-run-admin-token-0123456789';
    const server = await startServer(['bun', path.join(root, 'src/main.ts')], { env: { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ADMIN_TOKEN } });
    try {
      expect(fs.existsSync(path.join(dataDir, 'admin-token'))).toBe(false);
      const refused = await cli(['accounts', 'list'], { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('was started with ADMIN_TOKEN');
      expect(refused.stderr).not.toContain('in use by process');
      expect(await cli(['accounts', 'list'], { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN })).toMatchObject({ status: 0, stdout: '[]' });
    } finally {
      await server.stop();
    }
    // stopped: no server.json, and the CLI opens the data dir itself again
    expect(fs.existsSync(path.join(dataDir, 'server.json'))).toBe(false);
    expect(await cli(['accounts', 'list'], { DATA_DIR: dataDir, DATABASE_URL: '' })).toMatchObject({ status: 0, stdout: '[]' });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
