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
