import type { Config } from '../../../src/config.ts';
import type { Db } from '../../../src/db/client.ts';
import { loggableError } from '../../../src/db/errors.ts';
import type { Logger } from '../../../src/logger.ts';
import { startPeriodic } from '../../../src/periodic.ts';
import { createDeliveryWorker, type DeliveryPolicy } from './deliveries.ts';
import { expireResponses } from './erasure.ts';
import { createSmtpMailer } from './mailer.ts';

const RETENTION_INTERVAL_MS = 60_000;
const RETENTION_BATCH = 1000;

export const deliveryPolicy = (config: Config): DeliveryPolicy => ({
  allowPrivate: config.webhookAllowPrivate,
  maxAttempts: config.webhookMaxAttempts,
  backoffBaseSeconds: config.webhookBackoffBaseSeconds,
  timeoutMs: config.webhookTimeoutMs,
  disableAfterHours: config.webhookDisableAfterHours,
  concurrency: config.deliveryConcurrency,
});

/**
 * The forms service's background jobs — the delivery worker (dispatch and send) and the retention sweep — started
 * with the app (unless BACKGROUND_JOBS=false) and stopped on close. Both are safe to run in every process at once.
 * `nudge` wakes this process's worker after a local submit with destinations, so the delivery does not wait for
 * the next poll; the poll covers other processes' submissions and those left over a restart.
 */
export function startFormJobs({ db, config, clock, logger }: { db: Db; config: Config; clock: () => number; logger: Logger }) {
  if (!config.backgroundJobs) return { nudge: () => {}, stop: async () => {} };
  const mailer = createSmtpMailer(config.smtpUrl, config.smtpFrom);
  const worker = createDeliveryWorker({ db, clock, policy: deliveryPolicy(config), mailer, onError: (event, fields) => logger.warn(event, fields) });
  const delivering = worker.start();
  const retention = startPeriodic(async () => (await expireResponses(db, clock(), RETENTION_BATCH)) >= RETENTION_BATCH,
    RETENTION_INTERVAL_MS, (error) => logger.warn('retention_failed', loggableError(error)));
  return {
    nudge: delivering.wake,
    async stop() {
      await Promise.all([delivering.stop(), retention.stop()]);
      mailer?.close();
    },
  };
}
