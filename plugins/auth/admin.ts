import { Elysia, t } from 'elysia';
import type { CoreServices } from '../../src/app.ts';
import { StorableText } from '../../src/db/text.ts';
import { ApiError, ErrorBody } from '../../src/errors.ts';
import { checkedParameters } from '../../src/parameters.ts';
import {
  createAccount, createKey, createTeam, listAccounts, listKeys, listTeams, listUsage, NotFoundError, revokeKey, setAccountTeam,
} from './keys.ts';
import { PLANS, SERVICES, type Service } from './plans.ts';
import type { Portal } from './portal/types.ts';

async function notFoundAs404<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundError) throw new ApiError(404, 'not_found', error.message);
    throw error;
  }
}

const Timestamp = t.String({ format: 'date-time' });
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const Team = t.Object({ id: t.String(), name: t.String(), plan: t.String(), createdAt: Timestamp });
const Account = t.Object({ id: t.String(), name: t.String(), teamId: t.Union([t.String(), t.Null()]), createdAt: Timestamp });
const KeySummary = t.Object({
  id: t.String(), prefix: t.String(), service: t.String(), plan: t.String(), name: t.Union([t.String(), t.Null()]),
  accountId: t.String(), createdAt: Timestamp, revokedAt: t.Union([Timestamp, t.Null()]),
});
const CreatedKey = t.Object({
  id: t.String(), key: t.String({ description: 'The API key. Shown only in this response.' }), prefix: t.String(),
  service: t.String(), plan: t.String(), accountId: t.String(), name: t.Union([t.String(), t.Null()]),
});
const ServiceName = t.UnionEnum(SERVICES);
const adminErrors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const Id = StorableText({ minLength: 1, maxLength: 100 });
const IdParams = t.Object({ id: Id });
const KeysQuery = t.Object({ accountId: t.Optional(Id), service: t.Optional(ServiceName) });
const UsageQuery = t.Object({
  owner: t.Optional(StorableText({ maxLength: 200 })),
  day: t.Optional(t.String({
    format: 'date', pattern: '^(?!0000)[0-9]{4}-[0-9]{2}-[0-9]{2}$', 'x-pattern-reason': 'must be a UTC day from 0001-01-01 to 9999-12-31',
  })),
});

const serialise = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });
const serialiseKey = <T extends { createdAt: Date; revokedAt: Date | null }>(row: T) => ({
  ...serialise(row),
  revokedAt: iso(row.revokedAt),
});

function assertPlan(service: Service, plan: string): void {
  const plans: readonly string[] = PLANS[service];
  if (!plans.includes(plan)) {
    throw new ApiError(400, 'Bad request', `plan must be one of ${plans.join(', ')} for service ${service}`);
  }
}

/**
 * Operator API under /admin, guarded by ADMIN_TOKEN (Authorization: Bearer), which the gate checks before any
 * body is read. Without ADMIN_TOKEN the routes are not mounted at all, so they answer 404 like any unknown path.
 */
export function adminPlugin({ config, database }: CoreServices, portal: Portal) {
  const plugin = new Elysia({ name: 'admin', prefix: '/admin', detail: { tags: ['Admin'], security: [{ bearerAuth: [] }] } });
  const token = config.adminToken;
  if (!token) return plugin;
  const db = database.db;
  return plugin
    .post('/teams', async ({ body, status }) => {
      assertPlan('analyze', body.plan);
      return status(201, serialise(await createTeam(db, body)));
    }, {
      body: t.Object({ name: StorableText({ minLength: 1, maxLength: 200 }), plan: t.String() }),
      response: { 201: Team, ...adminErrors },
      detail: { summary: 'Create a team (its analyzer plan is inherited by members)' },
    })
    .get('/teams', async () => (await listTeams(db)).map(serialise), {
      response: { 200: t.Array(Team, { description: 'Every team' }), ...adminErrors },
      detail: { summary: 'List teams' },
    })
    .post('/accounts', async ({ body, status }) => status(201, serialise(await notFoundAs404(() => createAccount(db, body)))), {
      body: t.Object({ name: t.Optional(StorableText({ minLength: 1, maxLength: 200 })), teamId: t.Optional(StorableText({ maxLength: 100 })) }),
      response: { 201: Account, ...adminErrors },
      detail: { summary: 'Create an account' },
    })
    .get('/accounts', async () => (await listAccounts(db)).map(serialise), {
      response: { 200: t.Array(Account, { description: 'Every account' }), ...adminErrors },
      detail: { summary: 'List accounts' },
    })
    .put('/accounts/:id/team', async ({ params, body }) =>
      serialise(await notFoundAs404(() => setAccountTeam(db, params.id, body.teamId))), {
      ...checkedParameters({ params: IdParams }),
      body: t.Object({ teamId: t.Union([StorableText({ maxLength: 100 }), t.Null()]) }),
      response: { 200: t.Object(Account.properties, { description: 'The account with its new team' }), ...adminErrors },
      detail: { summary: 'Add an account to a team (or remove it with null)' },
    })
    .post('/keys', async ({ body, status }) => {
      assertPlan(body.service, body.plan);
      if (body.mode === 'test' && body.service !== 'forms') {
        throw new ApiError(400, 'Bad request', 'mode test exists only for forms keys');
      }
      return status(201, await notFoundAs404(() => createKey(db, body)));
    }, {
      body: t.Object({
        service: ServiceName,
        plan: t.String(),
        accountId: t.Optional(StorableText({ maxLength: 100 })),
        teamId: t.Optional(StorableText({ maxLength: 100, description: 'Used when a new account is created for the key.' })),
        name: t.Optional(StorableText({ maxLength: 200 })),
        mode: t.Optional(t.Union([t.Literal('live'), t.Literal('test')], { description: 'Forms keys only.' })),
      }),
      response: { 201: CreatedKey, ...adminErrors },
      detail: { summary: 'Create an API key (without accountId a new account is created)' },
    })
    .get('/keys', async ({ query }) => (await listKeys(db, query)).map(serialiseKey), {
      ...checkedParameters({ query: KeysQuery }),
      response: { 200: t.Array(KeySummary, { description: 'Keys without their secret' }), ...adminErrors },
      detail: { summary: 'List keys' },
    })
    .post('/keys/:id/revoke', async ({ params }) => {
      const key = await notFoundAs404(() => revokeKey(db, params.id));
      portal.forget(key.id);
      return { id: key.id, revokedAt: key.revokedAt!.toISOString() };
    }, {
      ...checkedParameters({ params: IdParams }),
      response: { 200: t.Object({ id: t.String(), revokedAt: Timestamp }, { description: 'Revoked' }), ...adminErrors },
      detail: { summary: 'Revoke a key' },
    })
    .get('/usage', async ({ query }) => listUsage(db, query), {
      ...checkedParameters({ query: UsageQuery }),
      response: {
        200: t.Array(t.Object({ owner: t.String(), day: t.String(), used: t.Integer() }), { description: 'Persisted daily usage' }),
        ...adminErrors,
      },
      detail: { summary: 'Analyzer usage per quota owner (account:<id> or team:<id>) and UTC day' },
    });
}
