import { Elysia, t } from 'elysia';
import { sql } from 'drizzle-orm';
import { rowsOf } from './db/client.ts';
import { latestMigrationMillis } from './db/migrate.ts';
import type { CoreServices } from './app.ts';

const CheckResult = t.Object({ ok: t.Boolean(), detail: t.Optional(t.String()) });
const ReadyBody = t.Object({ status: t.Union([t.Literal('ready'), t.Literal('not_ready')]), checks: t.Record(t.String(), CheckResult) });

/** /healthz: the process answers. /readyz: the database answers and every migration is applied (plus plugin checks). */
export function healthRoutes({ database, readiness }: CoreServices) {
  readiness.register('database', async () => {
    await database.ping();
    return { ok: true, detail: database.kind };
  });
  readiness.register('migrations', async () => {
    const [row] = rowsOf<{ latest: string | null }>(
      await database.db.execute(sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`),
    );
    const applied = Number(row?.latest ?? 0);
    return applied >= latestMigrationMillis ? { ok: true } : { ok: false, detail: 'migrations pending' };
  });
  return new Elysia({ name: 'health', detail: { tags: ['Health'] } })
    .get('/healthz', () => ({ status: 'ok' as const }), {
      response: { 200: t.Object({ status: t.Literal('ok') }, { description: 'The process is up.' }) },
      detail: { summary: 'Liveness probe' },
    })
    .get('/readyz', async ({ status }) => {
      const result = await readiness.run();
      const body = { status: result.ready ? ('ready' as const) : ('not_ready' as const), checks: result.checks };
      return result.ready ? body : status(503, body);
    }, {
      response: {
        200: t.Object(ReadyBody.properties, { description: 'Every dependency answers.' }),
        503: t.Object(ReadyBody.properties, { description: 'A dependency is down; see checks.' }),
      },
      detail: { summary: 'Readiness probe' },
    });
}
