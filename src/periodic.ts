/**
 * A background job that any process may run: every `intervalMs` it calls `round` again and again while a round
 * reports more work (a full batch), one round at a time; errors go to `onError` and the next tick retries.
 * `stop` ends the loop and waits for the round in progress (and runs `finalRound` once more when asked).
 */
export function startPeriodic(round: () => Promise<boolean>, intervalMs: number, onError: (error: unknown) => void, options: { finalRound?: boolean } = {}) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const drain = async () => {
    while ((await round()) && !stopped);
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
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      if (options.finalRound) await tick();
    },
  };
}
