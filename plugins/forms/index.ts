import { Elysia } from 'elysia';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { loggableError } from '../../src/db/errors.ts';
import type { Logger } from '../../src/logger.ts';
import type { FormAccess } from './access.ts';
import { deliveryRoutes } from './routes/deliveries.ts';
import { formRoutes } from './routes/forms.ts';
import { pageRoutes } from './routes/pages.ts';
import { responseRoutes } from './routes/responses.ts';
import { startFolding } from './service/counters.ts';
import { startFormJobs } from './service/jobs.ts';
import { createSubmitService } from './service/submit.ts';
import { viewTokenSecret } from './service/telemetry.ts';
import { createSpamScreen } from './spam/index.ts';

export { createFormAccess, type FormAccess } from './access.ts';

export interface FormsDeps {
  db: Db;
  config: Config;
  clock: () => number;
  logger: Logger;
  onClose(task: () => Promise<void>): void;
  formAccess: FormAccess;
}

/**
 * The forms service under /v1: thin controllers over the services, which know nothing of HTTP. Started with
 * it: the counter fold and the background jobs (delivery worker, retention sweep), stopped on close.
 */
export function formsPlugin({ db, config, clock, logger, onClose, formAccess }: FormsDeps) {
  let secret: Promise<string> | undefined;
  const signingSecret = () => (secret ??= viewTokenSecret(db));
  const folding = startFolding(db, (error) => logger.warn('counter_fold_failed', loggableError(error)));
  onClose(() => folding.stop());
  const jobs = startFormJobs({ db, config, clock, logger });
  onClose(() => jobs.stop());
  const submit = createSubmitService({ db, clock, spam: createSpamScreen(), signingSecret, onQueued: jobs.nudge });
  return new Elysia({ name: 'forms' })
    .use(formRoutes({ db, config, formAccess }))
    .use(pageRoutes({ db, clock, submit, signingSecret }))
    .use(responseRoutes({ db, clock }))
    .use(deliveryRoutes({ db, clock }));
}
