/** Milliseconds one call of `run` takes. */
export function elapsedMs(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/**
 * The fastest of `rounds` calls of `run` (given the round's index), in milliseconds: a slow pass shows in every
 * round, a loaded machine's pause in one.
 */
export function fastestMs(run: (round: number) => void, rounds: number): number {
  let fastest = Infinity;
  for (let round = 0; round < rounds; round++) fastest = Math.min(fastest, elapsedMs(() => run(round)));
  return fastest;
}
