/**
 * A background job that any process may run: every `intervalMs` it calls `round` again and again while a round
 * reports more work (a full batch), one round at a time; errors go to `onError` and the next tick retries.
 * `wake` starts a round now instead of at the next tick (or one more after the round in progress, which may have
 * missed what the caller just wrote); wakes during a round coalesce into that one extra round.
 * `stop` ends the loop and waits for the round in progress (and runs `finalRound` once more when asked).
 */
export function startPeriodic(round: () => Promise<boolean>, intervalMs: number, onError: (error: unknown) => void, options: { finalRound?: boolean } = {}) {
  let running: Promise<void> | null = null;
  let stopped = false;
  let woken = false;
  const drain = async () => {
    do {
      woken = false;
      while ((await round()) && !stopped);
    } while (woken && !stopped);
  };
  const tick = () => {
    running ??= drain().catch(onError).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  (timer as { unref?: () => void }).unref?.();
  return {
    wake() {
      if (stopped) return;
      woken = true;
      void tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      if (options.finalRound) await tick();
    },
  };
}
