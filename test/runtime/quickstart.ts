/**
 * `bun test/runtime/quickstart.ts` (a step of .ci/run, not part of `bun test`): runs the README's quick-start
 * block verbatim with bash in a copy of the repository (the tracked and new files of this checkout, no data
 * directory) and requires both 200s it promises: the analysis, and a form submission read back from the stored
 * responses. Every curl in the block fails on an error status (`--fail-with-body`) and bash runs it with -e, so
 * a refused request stops it. The server the block leaves running is stopped with its process group.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isAlive } from '../../src/db/client.ts';
import { readmeBlock } from '../support/readme.ts';

const root = path.join(import.meta.dir, '../..');
const DEADLINE_MS = 5 * 60_000;

function copyCheckout(target: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(from, path.join(target, file));
  }
}

async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() });
  const port = probe.port!;
  await probe.stop(true);
  return port;
}

async function run(): Promise<void> {
  const started = performance.now();
  const block = readmeBlock('quickstart', 'sh');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-quickstart-'));
  try {
    const repo = path.join(dir, 'repo');
    copyCheckout(repo);
    if (fs.existsSync(path.join(repo, 'data'))) throw new Error('the copy has a data directory');
    fs.writeFileSync(path.join(dir, 'quickstart.sh'), `${block}\n`);
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) =>
      !['DATABASE_URL', 'REDIS_URL', 'ADMIN_TOKEN', 'ADMIN_URL', 'DATA_DIR', 'TLS_CERT_FILE', 'TLS_KEY_FILE', 'ALLOW_INSECURE_HTTP'].includes(name)));
    // its own process group, so the server the block starts in the background is stopped with it
    const child = spawn('bash', ['-euo', 'pipefail', path.join(dir, 'quickstart.sh')], {
      cwd: repo, env: { ...env, PORT: String(await freePort()) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => stopGroup(child.pid!, 'SIGKILL'), DEADLINE_MS);
    const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    const serverFile = path.join(repo, 'data/server.json');
    const serverPid = fs.existsSync(serverFile) ? (JSON.parse(fs.readFileSync(serverFile, 'utf8')) as { pid: number }).pid : null;
    stopGroup(child.pid!);
    for (let waited = 0; waited < 15_000 && serverPid && isAlive(serverPid); waited += 100) await Bun.sleep(100);
    const failures = [
      status === 0 ? null : `the block exited with ${status}`,
      stdout.includes('"message":"Prompt analyzed successfully"') ? null : 'no 200 from /api/analyze',
      /"submissionId":"[^"]+"/.test(stdout) ? null : 'no 200 from the form submission',
      stdout.includes('"email":"ada@example.org"') ? null : 'the submission is not among the stored responses',
      serverPid === null ? 'no data/server.json while the server ran' : null,
      serverPid && isAlive(serverPid) ? 'the server did not stop on SIGTERM' : null,
      fs.existsSync(serverFile) ? 'the server left data/server.json behind' : null,
    ].filter(Boolean);
    if (failures.length) throw new Error(`${failures.join('; ')}\n--- stdout\n${stdout}\n--- stderr\n${stderr}`);
    console.log(`quickstart: the README block reached 200 from /api/analyze and a stored submission (${Math.round(performance.now() - started)} ms)`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Signals the block's process group (bash and the server it left running), if anything of it is left. */
function stopGroup(pid: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

if (import.meta.main) {
  try {
    await run();
  } catch (error) {
    console.error(`quickstart failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
