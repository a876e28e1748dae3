/**
 * HTTP cost of the gate (not part of the test gate): `wrk` drives, side by side in one run,
 *   (a) the full stack `POST /api/analyze` (`src/main.ts`: cached key, limits far above the load, access log on),
 *   (b) a bare `Bun.serve` that parses the same bodies and runs the same engine (bench/http/bare.ts engine),
 *   (c) a bare JSON echo for scale (bench/http/bare.ts echo),
 * on the prompts of both development sets, each server pinned to one core and wrk to the other (taskset).
 * Prints requests/s, p99, server CPU and minor page faults per request per target (median of the rounds), full/bare ratios, and each full stack's RSS after
 * 10 k requests (and after 30 k, 100 k, 300 k and 1 M with --long; the full stacks take turns, so a baseline's figures are taken beside them).
 *
 *   bun bench/http/run.ts [--duration 10] [--connections 64] [--rounds 3] [--long [--long-requests N]] [--baseline ../other-checkout] [--smol]
 *
 * `--long-requests N` bounds the long run (default 1 M) where the machine is too slow to reach 1 M in reasonable time.
 * `--baseline DIR` also runs the full stack of another checkout (e.g. main) in the same rounds, for before/after.
 * `--smol` also runs this checkout's full stack under `bun --smol` (JavaScriptCore's small heap: RSS against CPU).
 * On a shared machine wall-clock figures move with the neighbours' load; each round therefore also reports the CPU
 * time the server spent per request (user + system, from /proc), and the ratios are given per round (full and
 * bare run back to back) as well as of the medians.
 *
 * wrk waits up to 30 s for an answer (its default, 2 s, turns a loaded machine's slow warm-up into a failed run).
 * Needs `wrk` (Debian package) and `taskset` (util-linux).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    rounds: { type: 'string', default: '3' },
    long: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    'long-requests': { type: 'string', default: '1000000' },
    smol: { type: 'boolean', default: false },
  },
});
const root = path.join(import.meta.dir, '../..');
const evalDir = path.join(root, '../shared/eval');
const SERVER_CORE = '1';
const LOAD_CORE = '0';
const ADMIN_TOKEN = 'bench-http-admin-token-0123456789';

for (const tool of ['wrk', 'taskset']) {
  if (spawnSync('which', [tool]).status !== 0) throw new Error(`${tool} is not installed (apt-get install -y ${tool === 'wrk' ? 'wrk' : 'util-linux'})`);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pfs-bench-http-'));
const bodiesFile = path.join(work, 'bodies.txt');
const bodies = ['analyze-dev.jsonl', 'analyze-tend-dev.jsonl'].flatMap((file) => fs.readFileSync(path.join(evalDir, file), 'utf8')
  .split('\n').filter(Boolean).map((line) => {
    const { prompt, fields, collections } = JSON.parse(line) as { prompt: string; fields?: string[]; collections?: string[] };
    return JSON.stringify({ prompt, fields, collections });
  }));
fs.writeFileSync(bodiesFile, `${bodies.join('\n')}\n`);

interface Target {
  name: string;
  url: string;
  process: ChildProcess;
  authorization?: string;
}

async function freePort(): Promise<number> {
  const probe = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response() });
  const port = probe.port!;
  await probe.stop(true);
  return port;
}

/**
 * Starts a server pinned to SERVER_CORE on a free port and waits until it answers. Its output goes to /dev/null:
 * log lines are still built and written, and a reader blocked during a wrk run cannot stall the server.
 */
async function start(name: string, command: string[], env: Record<string, string> = {}): Promise<Target> {
  const port = await freePort();
  const child = spawn('taskset', ['-c', SERVER_CORE, ...command], {
    cwd: root, env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await Bun.sleep(200)) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (await fetch(url, { method: 'HEAD' }).then(() => true, () => false)) return { name, url, process: child };
  }
  throw new Error(`${name} did not start within 120 s`);
}

interface WrkResult { requestsPerSecond: number; p99Ms: number; requests: number; cpuUsPerRequest: number; faultsPerRequest: number }

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

/**
 * CPU time (user + system, all threads) the target's process has used so far, in microseconds, and its minor page
 * faults: memory the collector lets the heap run through fresh instead of reusing shows up there (and in system time).
 */
function usage(target: Target): { cpuUs: number; faults: number } {
  const fields = fs.readFileSync(`/proc/${target.process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { cpuUs: (Number(fields[11]) + Number(fields[12])) * (1_000_000 / CLOCK_TICKS), faults: Number(fields[7]) };
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * `from`: the body the run starts with (post.lua goes on in turn), so that successive runs go through all bodies instead
 * of each starting again at the first. `idleAllowed`: a run in which no request was answered is no failure (see `serve`).
 */
function wrk(target: Target, options: { seconds: number; from: number; idleAllowed?: boolean }): WrkResult {
  const before = usage(target);
  const run = spawnSync('taskset', [
    '-c', LOAD_CORE, 'wrk', '-t1', `-c${values.connections}`, `-d${options.seconds}s`, '--timeout', '30s', '--latency',
    '-s', path.join(import.meta.dir, 'post.lua'), target.url,
  ], {
    encoding: 'utf8',
    env: {
      ...process.env, BODIES_FILE: bodiesFile, FIRST_BODY: String(options.from % bodies.length),
      ...(target.authorization ? { AUTHORIZATION: target.authorization } : {}),
    },
  });
  const output = run.stdout + run.stderr;
  const perSecond = output.match(/Requests\/sec:\s+([\d.]+)/)?.[1];
  const p99 = output.match(/\s99%\s+([\d.]+)(us|ms|s)\b/);
  const requests = output.match(/(\d+) requests in/)?.[1];
  if (!perSecond || !p99 || !requests || (Number(requests) === 0 && !options.idleAllowed) || /unexpected status|Non-2xx|Socket errors/.test(output)) {
    throw new Error(`wrk on ${target.name} failed:\n${output}`);
  }
  const after = usage(target);
  return {
    requestsPerSecond: Number(perSecond), p99Ms: Number(p99[1]) * UNIT_MS[p99[2]!]!, requests: Number(requests),
    cpuUsPerRequest: (after.cpuUs - before.cpuUs) / Number(requests),
    faultsPerRequest: (after.faults - before.faults) / Number(requests),
  };
}

const rssMb = (target: Target) => {
  const status = fs.readFileSync(`/proc/${target.process.pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024;
};

/**
 * RSS right after a load and once the server has idled SETTLE_MS: a reading under load lands anywhere between the
 * heap's collections (330 to 510 MB within 100 k requests of one run); the second is what is left once the collector
 * and the allocator had a moment (5 to 40 MB less in the runs so far).
 */
interface RssFigures { loaded: number; settled: number }
const SETTLE_MS = 5000;
async function rssFigures(target: Target): Promise<RssFigures> {
  const loaded = rssMb(target);
  await Bun.sleep(SETTLE_MS);
  return { loaded, settled: rssMb(target) };
}
const growth = (now: number, reference: number) => `${((now / reference - 1) * 100).toFixed(1)} %`;

/** Seconds of one wrk run in `serve`, and how long a server may go without answering there (wrk's own answer timeout). */
const SERVE_RUN_SECONDS = 2;
const SILENCE_TOLERATED_SECONDS = 30;
/**
 * Short wrk runs until at least `count` requests were served; returns how many were. A loaded machine can stall a
 * server for longer than one run (12 s seen on the shared 2-core machine), so only runs in a row without
 * an answer for longer than SILENCE_TOLERATED_SECONDS fail.
 */
function serve(target: Target, count: number, from: number): number {
  let served = 0;
  for (let idle = 0; served < count;) {
    const { requests } = wrk(target, { seconds: SERVE_RUN_SECONDS, from: from + served, idleAllowed: idle < SILENCE_TOLERATED_SECONDS / SERVE_RUN_SECONDS });
    idle = requests ? 0 : idle + 1;
    served += requests;
  }
  return served;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

/** Request counts at which --long reports the full stacks' RSS, up to --long-requests. */
const LONG_CHECKPOINTS = [30_000, 100_000, 300_000];

const FULL_ENV = {
  ADMIN_TOKEN, LOG_LEVEL: 'info', DATABASE_URL: '', REDIS_URL: '', BURST_LIMIT: '1000000', BURST_WINDOW_SECONDS: '1', QUOTA_ULTRA: '-1',
};

/** The full stack of the checkout at `dir`, with an ultra key created through its admin API. */
async function startFull(name: string, dir: string, runtimeFlags: string[] = []): Promise<Target> {
  const full = await start(name, ['bun', ...runtimeFlags, path.join(dir, 'src/main.ts')], { ...FULL_ENV, DATA_DIR: path.join(work, name.replace(/\W+/g, '-')) });
  const created = await fetch(`${full.url}/admin/keys`, {
    method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ service: 'analyze', plan: 'ultra' }),
  });
  full.authorization = `Bearer ${((await created.json()) as { key: string }).key}`;
  return full;
}

const targets: Target[] = [];
try {
  const full = await startFull('full stack', root);
  targets.push(full);
  if (values.baseline) targets.push(await startFull('full baseline', path.resolve(values.baseline)));
  if (values.smol) targets.push(await startFull('full --smol', root, ['--smol']));
  const bareEngine = await start('bare engine', ['bun', 'bench/http/bare.ts', 'engine']);
  targets.push(bareEngine, await start('bare JSON echo', ['bun', 'bench/http/bare.ts', 'echo']));

  const fullStacks = targets.filter((target) => target.authorization);
  const served = new Map<Target, number>();
  const rssAfter10k = new Map<Target, RssFigures>();
  for (const target of targets) {
    served.set(target, serve(target, 10_000, 0));
    if (target.authorization) rssAfter10k.set(target, await rssFigures(target));
  }
  console.log(`${bodies.length} distinct bodies; ${values.connections} connections; server on core ${SERVER_CORE}, wrk on core ${LOAD_CORE}; ${values.rounds} rounds of ${values.duration} s`);

  const results = new Map<Target, WrkResult[]>(targets.map((target) => [target, []]));
  const line = (name: string, result: Omit<WrkResult, 'requests'>) =>
    `${name.padEnd(15)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${result.p99Ms.toFixed(2).padStart(7)} ms   CPU ${result.cpuUsPerRequest.toFixed(0).padStart(6)} µs/request   ${result.faultsPerRequest.toFixed(1).padStart(5)} page faults/request`;
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const target of targets) {
      const result = wrk(target, { seconds: Number(values.duration), from: served.get(target)! });
      served.set(target, served.get(target)! + result.requests);
      results.get(target)!.push(result);
      console.log(`  round ${round + 1} ${line(target.name, result)}`);
    }
  }
  const of = (target: Target, pick: (result: WrkResult) => number) => results.get(target)!.map(pick);
  console.log('\nmedian of the rounds:');
  for (const target of targets) {
    console.log(`  ${line(target.name, {
      requestsPerSecond: median(of(target, (run) => run.requestsPerSecond)), p99Ms: median(of(target, (run) => run.p99Ms)),
      cpuUsPerRequest: median(of(target, (run) => run.cpuUsPerRequest)), faultsPerRequest: median(of(target, (run) => run.faultsPerRequest)),
    })}`);
  }
  for (const candidate of fullStacks) {
    const perRound = (pick: (result: WrkResult) => number) => of(candidate, pick).map((value, round) => value / of(bareEngine, pick)[round]!);
    const throughput = median(of(candidate, (run) => run.requestsPerSecond)) / median(of(bareEngine, (run) => run.requestsPerSecond));
    const p99 = median(of(candidate, (run) => run.p99Ms)) / median(of(bareEngine, (run) => run.p99Ms));
    console.log(`${candidate.name} / bare engine: ${throughput.toFixed(3)} of the requests/s (target ≥ 0.85), p99 ${p99.toFixed(2)} × (target ≤ 1.5); `
      + `median of per-round ratios ${median(perRound((run) => run.requestsPerSecond)).toFixed(3)} req/s, ${median(perRound((run) => run.p99Ms)).toFixed(2)} × p99; `
      + `CPU per request: bare/full ${median(perRound((run) => 1 / run.cpuUsPerRequest)).toFixed(3)}`);
  }
  for (const target of fullStacks) {
    const { loaded, settled } = rssAfter10k.get(target)!;
    console.log(`${target.name} RSS: ${loaded.toFixed(1)} MB after 10 k requests, ${settled.toFixed(1)} MB ${SETTLE_MS / 1000} s later`);
  }
  if (values.long) {
    const limit = Number(values['long-requests']);
    for (const checkpoint of [...LONG_CHECKPOINTS.filter((count) => count < limit), limit]) {
      for (const target of fullStacks.filter((stack) => served.get(stack)! < checkpoint)) {
        const before = usage(target).cpuUs;
        const count = serve(target, checkpoint - served.get(target)!, served.get(target)!);
        served.set(target, served.get(target)! + count);
        const cpuUsPerRequest = (usage(target).cpuUs - before) / count;
        const { loaded, settled } = await rssFigures(target);
        const reference = rssAfter10k.get(target)!;
        console.log(`${target.name} RSS: ${loaded.toFixed(1)} MB after ${served.get(target)} requests (${growth(loaded, reference.loaded)} over 10 k), `
          + `${settled.toFixed(1)} MB ${SETTLE_MS / 1000} s later (${growth(settled, reference.settled)}); target ≤ 20 %; CPU ${cpuUsPerRequest.toFixed(0)} µs/request since the last figure`);
      }
    }
  }
} finally {
  // a full stack writes to its data dir while it shuts down: removed before it exits, the dir came back (~50 MB each)
  await Promise.all(targets.map((target) => new Promise((resolve) => {
    if (target.process.exitCode !== null || target.process.signalCode !== null) return resolve(null);
    target.process.once('exit', resolve);
    target.process.kill('SIGTERM');
  })));
  fs.rmSync(work, { recursive: true, force: true });
}
