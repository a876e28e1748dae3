import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client.ts';

/** Milliseconds one call of `run` takes. */
export function elapsedMs(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** Resolves once `condition` holds, checking every 10 ms; throws after `timeoutMs` (work that finishes after the answer). */
export async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not reached in time');
    await Bun.sleep(10);
  }
}

/**
 * The fastest of `rounds` calls of `run` (given the round's index), in milliseconds: a slow pass shows in every
 * round, a loaded machine's pause in one. Each round starts after a full collection, so a collector's pause left over
 * from earlier work is not timed as the call's own.
 */
export function fastestMs(run: (round: number) => void, rounds: number): number {
  let fastest = Infinity;
  for (let round = 0; round < rounds; round++) {
    Bun.gc(true);
    fastest = Math.min(fastest, elapsedMs(() => run(round)));
  }
  return fastest;
}

/**
 * Called inside a PostgreSQL transaction that holds row locks: resolves once another session waits on one of them
 * (pg_locks is read live, not from the transaction's snapshot) or once `done()` holds (the other side finished
 * without waiting, which the caller's assertions catch). A real signal instead of a sleep that hopes the other side
 * got there; throws after `timeoutMs`, which rolls the transaction back.
 */
export async function untilWaitedOn(tx: { execute(query: SQL): PromiseLike<unknown> }, done: () => boolean, timeoutMs = 10_000): Promise<void> {
  const waitedOn = sql`select exists (select 1 from pg_locks where not granted and pg_backend_pid() = any(pg_blocking_pids(pid))) as waited`;
  const deadline = performance.now() + timeoutMs;
  while (!done() && !rowsOf<{ waited: boolean }>(await tx.execute(waitedOn))[0]!.waited) {
    if (performance.now() > deadline) throw new Error('no other session waited on the locked rows in time');
    await Bun.sleep(10);
  }
}
