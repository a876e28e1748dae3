import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { COMMAND_NAMES, SERVER_COMMANDS, VERSION } from '../../src/cli.ts';
import { healthcheck } from '../../src/healthcheck.ts';
import { startServer } from '../support/process.ts';
import { tempDir } from '../support/app.ts';

const root = path.join(import.meta.dir, '../..');
let buildDir: string;
let binary: string;

beforeAll(() => {
  buildDir = tempDir('pfs-build-cli');
  binary = path.join(buildDir, 'server');
  execFileSync('bun', ['run', 'build', '--outfile', binary], { cwd: root, stdio: 'pipe' });
}, 120_000);

afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

/** Runs the binary to completion with a deadline: a command that started the server instead would time out. */
function run(args: string[], env: Record<string, string> = {}) {
  const cwd = tempDir('pfs-bin-cli');
  try {
    const result = spawnSync(binary, args, { cwd, env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env }, encoding: 'utf8', timeout: 15_000 });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr, timedOut: result.error !== undefined, leftFiles: fs.readdirSync(cwd) };
  } finally {
    fs.rmSync(cwd, { recursive: true, force: true });
  }
}

describe('the compiled binary as a CLI', () => {
  // every command's help is checked in-process (test/admin/cli.test.ts); here every group, its last command and
  // the server commands, since the binary's dispatch (src/bin.ts) is what could start the server instead
  test('--help, --version and help on every group, a command of each and the server commands exit 0 without starting the server', () => {
    const groups = [...new Set(COMMAND_NAMES.map((name) => name.split(' ')[0]!))];
    const lastOf = (group: string) => COMMAND_NAMES.findLast((name) => name.startsWith(`${group} `))!.split(' ');
    const invocations = [[], ...groups.flatMap((group) => [[group], lastOf(group)]), ...Object.keys(SERVER_COMMANDS).map((name) => [name])]
      .map((words, index) => [...words, index % 2 ? '-h' : '--help']);
    for (const args of invocations) {
      const result = run(args);
      expect(result).toMatchObject({ status: 0, timedOut: false, leftFiles: [] });
      expect(result.stdout).toStartWith('Usage: server');
      expect(result.stdout).not.toContain('listening');
    }
    expect(run(['--version'])).toMatchObject({ status: 0, stdout: `${VERSION}\n` });
  }, 120_000);

  test('unknown commands and options exit 2 with usage, and never start the server', () => {
    for (const args of [['frobnicate'], ['--frobnicate'], ['keys', 'frobnicate'], ['keys', 'list', '--nope', 'x'], ['serve', 'extra'], ['healthcheck', 'extra'], ['frobnicate', '--version']]) {
      const result = run(args);
      expect(result).toMatchObject({ status: 2, timedOut: false, stdout: '', leftFiles: [] });
      expect(result.stderr).toContain('Usage: server');
    }
  }, 60_000);
});

describe('server healthcheck (the Docker HEALTHCHECK)', () => {
  const portOf = (url: string) => new URL(url).port;

  test('plain HTTP: 0 while the server answers, 1 once it is gone', async () => {
    const server = await startServer(['bun', path.join(root, 'src/main.ts')], { env: { DATA_DIR: tempDir('pfs-hc'), DATABASE_URL: '' } });
    const env = { HOST: '0.0.0.0', PORT: portOf(server.url) };
    try {
      expect(run(['healthcheck'], env).status).toBe(0);
      expect(await healthcheck(env)).toBe(0);
    } finally {
      await server.stop();
    }
    expect(run(['healthcheck'], env).status).toBe(1);
  }, 60_000);

  test('native TLS: the probe speaks HTTPS to the same port', async () => {
    const dir = tempDir('pfs-hc-tls');
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=example.com'], { stdio: 'pipe' });
    const tls = { TLS_CERT_FILE: cert, TLS_KEY_FILE: key };
    const server = await startServer(['bun', path.join(root, 'src/main.ts')], { env: { ...tls, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' } });
    const env = { ...tls, HOST: '127.0.0.1', PORT: portOf(server.url) };
    try {
      expect(run(['healthcheck'], env).status).toBe(0);
      expect(await healthcheck(env)).toBe(0);
      // the old probe (plain http:// to a TLS port) fails
      expect(await healthcheck({ HOST: '127.0.0.1', PORT: env.PORT })).toBe(1);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
