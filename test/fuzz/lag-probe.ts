import fs from 'node:fs';
import { heapSize } from 'bun:jsc';

/**
 * Event-loop stall probe, preloaded into a fuzzed server (`bun --preload test/fuzz/lag-probe.ts src/main.ts`,
 * LAG_PROBE_FILE=path). A timer ticks every TICK_MS; between two ticks the loop was busy for as long as the main
 * thread consumed CPU (process.threadCpuUsage), which — unlike wall-clock gaps or /healthz latency seen from
 * another process — does not grow when the machine is loaded and the process merely waits for a core. Each tick's
 * busy time is a sample; a busy time above STALL_MS is a stall, blamed on the requests in flight meanwhile
 * (method, path, media type, declared-length class). A label's `lift` is how much more often it was in flight
 * during a stall than the average request: the heaviest request in flight is only a suspect, the lift says whether
 * the suspicion holds. SIGUSR2 marks the measured window: the first one starts it afresh (start-up and fixtures
 * excluded), the next one closes it (shutdown excluded). The summary is written to LAG_PROBE_FILE at each mark.
 * With LAG_PROBE_STALL_ROUTE=1 (test/fuzz/health-metric.test.ts only), `GET /__stall?ms=N` blocks the event loop
 * for N ms of main-thread CPU before answering 204: a synthetic stall that proves the /healthz check can fail.
 */
const TICK_MS = 10;
const STALL_MS = 20;
const output = process.env.LAG_PROBE_FILE;
const stallRoute = process.env.LAG_PROBE_STALL_ROUTE === '1';

interface InFlight {
  label: string;
  bytes: number;
  end?: number;
}

const threadCpuMs = () => {
  const usage = process.threadCpuUsage();
  return (usage.user + usage.system) / 1000;
};

const inFlight = new Set<InFlight>();
const finished: InFlight[] = [];
const busySamples: number[] = [];
const blame = new Map<string, { stalls: number; busyMs: number; maxMs: number }>();
/** per label: requests seen, and how many of them were in flight during a stall */
const seen = new Map<string, { requests: number; inStalls: number }>();
let stallTicks = 0;
/** the longest ticks, with every request in flight or finished during them */
const worst: Array<{ busyMs: number; heapChangeMb: number; requests: string[] }> = [];
let lastHeap = heapSize();
let measuring = true;
let marks = 0;
let lastWall = performance.now();
let lastCpu = threadCpuMs();

function sizeClass(bytes: number): string {
  if (bytes <= 0) return '0';
  const kb = bytes / 1024;
  return kb < 1 ? '<1KB' : kb < 64 ? '<64KB' : kb < 512 ? '<512KB' : kb <= 1024 ? '≤1MB' : '>1MB';
}

/** The heaviest request in flight (or finished) since `since`: the likeliest cause of the stall. */
const labelOf = (request: InFlight) => `${request.label} ${sizeClass(request.bytes)}`;

function suspect(since: number): string {
  let worst: InFlight | undefined;
  for (const request of [...inFlight, ...finished.filter((entry) => entry.end! >= since)]) {
    const counted = seen.get(labelOf(request));
    if (counted) counted.inStalls++;
    if (!worst || request.bytes > worst.bytes) worst = request;
  }
  return worst ? labelOf(worst) : '(no request in flight: GC, timers, logging)';
}

setInterval(() => {
  const wall = performance.now();
  const cpu = threadCpuMs();
  const busy = Math.max(0, cpu - lastCpu);
  const heap = heapSize();
  if (measuring) busySamples.push(busy);
  if (measuring && busy > STALL_MS) {
    stallTicks++;
    const label = suspect(lastWall);
    if (worst.length < 10 || busy > worst.at(-1)!.busyMs) {
      worst.push({ busyMs: busy, heapChangeMb: (heap - lastHeap) / 2 ** 20, requests: [...inFlight, ...finished.filter((entry) => entry.end! >= lastWall)].map(labelOf) });
      worst.sort((a, b) => b.busyMs - a.busyMs).splice(10);
    }
    const entry = blame.get(label) ?? { stalls: 0, busyMs: 0, maxMs: 0 };
    entry.stalls++;
    entry.busyMs += busy;
    entry.maxMs = Math.max(entry.maxMs, busy);
    blame.set(label, entry);
  }
  while (finished.length && finished[0]!.end! < lastWall) finished.shift();
  lastWall = wall;
  lastCpu = cpu;
  lastHeap = heap;
}, TICK_MS).unref();

const pathTemplate = (pathname: string) => pathname.replace(/\/(frm|sub|key|acc|vw)_[^/]*/g, '/:$1').replace(/\/[0-9a-f-]{16,}/g, '/:id');

/** Burns `ms` of this thread's CPU: the same stall on a quiet or a loaded machine. */
function stall(ms: number): Response {
  const until = threadCpuMs() + ms;
  while (threadCpuMs() < until);
  return new Response(null, { status: 204 });
}

const serve = Bun.serve;
Bun.serve = ((options: Parameters<typeof Bun.serve>[0] & { fetch: (request: Request, server: unknown) => unknown }) => {
  const fetch = options.fetch;
  return serve({
    ...options,
    async fetch(request: Request, server: unknown) {
      let pathname = '?';
      try {
        const url = new URL(request.url);
        if (stallRoute && url.pathname === '/__stall') return stall(Number(url.searchParams.get('ms')));
        pathname = pathTemplate(url.pathname);
      } catch { /* an unparseable URL is labelled '?' */ }
      const entry: InFlight = {
        label: `${request.method} ${pathname} ${request.headers.get('content-type')?.split(';')[0] ?? '-'}`,
        bytes: Number(request.headers.get('content-length') ?? (request.body ? 1 : 0)) || 0,
      };
      inFlight.add(entry);
      const counted = seen.get(labelOf(entry)) ?? { requests: 0, inStalls: 0 };
      counted.requests++;
      seen.set(labelOf(entry), counted);
      try {
        return await fetch.call(this, request, server);
      } finally {
        inFlight.delete(entry);
        entry.end = performance.now();
        finished.push(entry);
      }
    },
  } as Parameters<typeof Bun.serve>[0]);
}) as typeof Bun.serve;

export interface LagSummary {
  /** true once the second SIGUSR2 closed the window */
  closed: boolean;
  ticks: number;
  tickMs: number;
  busyP50: number;
  busyP99: number;
  busyMax: number;
  /** main-thread CPU over the window */
  busyTotal: number;
  stalls: number;
  blame: Array<{ suspect: string; stalls: number; busyMs: number; maxMs: number }>;
  /** a heap that shrank by tens of MB during a tick was collected during it */
  worst: Array<{ busyMs: number; heapChangeMb: number; requests: string[] }>;
  /** labels seen in at least 20 requests, most over-represented in stalls first */
  lift: Array<{ label: string; requests: number; inStalls: number; lift: number }>;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;
}

function summary(): LagSummary {
  const sorted = [...busySamples].sort((a, b) => a - b);
  const requests = [...seen.values()].reduce((sum, entry) => sum + entry.requests, 0);
  const involved = [...seen.values()].reduce((sum, entry) => sum + entry.inStalls, 0);
  const lift = [...seen].filter(([, entry]) => entry.requests >= 20)
    .map(([label, entry]) => ({ label, ...entry, lift: involved ? (entry.inStalls / entry.requests) / (involved / requests) : 0 }))
    .sort((a, b) => b.lift - a.lift);
  const ranked = [...blame].map(([label, entry]) => ({ suspect: label, ...entry })).sort((a, b) => b.busyMs - a.busyMs);
  return {
    closed: marks >= 2,
    ticks: sorted.length, tickMs: TICK_MS,
    busyP50: percentile(sorted, 50), busyP99: percentile(sorted, 99), busyMax: sorted.at(-1) ?? 0, busyTotal: sorted.reduce((sum, busy) => sum + busy, 0),
    stalls: stallTicks, blame: ranked, lift, worst,
  };
}

const write = () => output && fs.writeFileSync(output, JSON.stringify(summary()));
process.on('SIGUSR2', () => {
  if (marks++ === 0) {
    busySamples.length = 0;
    blame.clear();
    worst.length = 0;
    seen.clear();
    stallTicks = 0;
  } else {
    measuring = false;
  }
  write();
});
