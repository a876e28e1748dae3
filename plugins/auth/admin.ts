import { Elysia, t } from 'elysia';
import type { CoreServices } from '../../src/app.ts';
import { StorableText } from '../../src/db/text.ts';
import { ApiError, ErrorBody } from '../../src/errors.ts';
import { checkedParameters } from '../../src/parameters.ts';
import {
  assertPlan, createAccount, createKey, createTeam, DEFAULT_ROLL_GRACE_SECONDS, deleteAccount, deleteTeam, InvalidChangeError,
  keyStatus, listAccounts, listKeys, listTeams, listUsage, MAX_ROLL_GRACE_SECONDS, NotFoundError, revokeKey, rollKey,
  setAccountTeam, setTeamPlan, updateKey,
} from './keys.ts';
import { KEY_KINDS, SERVICES } from './plans.ts';
import type { Portal } from './portal/types.ts';

/** Service errors as HTTP: an unknown id is 404 not_found, a change the state does not allow 400. */
async function asApiErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundError) throw new ApiError(404, 'not_found', error.message);
    if (error instanceof InvalidChangeError) throw new ApiError(400, 'Bad request', error.message);
    throw error;
  }
}

const Timestamp = t.String({ format: 'date-time' });
const NullableTimestamp = t.Union([Timestamp, t.Null()]);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function instant(value: string | null | undefined): Date | null | undefined {
  if (value == null) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ApiError(400, 'Bad request', 'expiresAt must be an ISO 8601 date-time');
  return date;
}

/** Also what the dashboard checks a key's metadata against. */
export const Metadata = t.Record(
  t.String({ maxLength: 100 }),
  t.Union([StorableText({ maxLength: 1000 }), t.Number(), t.Boolean(), t.Null()]),
  { maxProperties: 50, description: 'Free-form operator data (at most 50 members of text, number, boolean or null).' },
);
export const BurstLimit = t.Integer({ minimum: 1, maximum: 1_000_000, description: 'Analyzer keys only: requests per BURST_WINDOW_SECONDS for this key.' });
const KeyKind = t.Union([t.Literal(KEY_KINDS[0]), t.Literal(KEY_KINDS[1])], {
  description: 'secret (default): full access, Authorization header only; publishable (forms): may only submit, post views and field events, from allowed origins.',
});
const AllowedOrigins = t.Union([t.Array(t.String({ maxLength: 300 }), { maxItems: 50 }), t.Null()], {
  description: 'Publishable keys only: origins (https://example.org) the key may be used from, on top of each form\'s allowedOrigins; null: the form\'s list alone.',
});
const KeySettings = {
  allowedOrigins: t.Optional(AllowedOrigins),
  expiresAt: t.Optional(t.Union([Timestamp, t.Null()], { description: 'After this instant the key answers 401 invalid_api_key; null: never.' })),
  metadata: t.Optional(Metadata),
  burstLimit: t.Optional(t.Union([BurstLimit, t.Null()], { description: 'Analyzer keys only; null: BURST_LIMIT.' })),
};

const Team = t.Object({ id: t.String(), name: t.String(), plan: t.String(), createdAt: Timestamp });
const Account = t.Object({ id: t.String(), name: t.String(), teamId: t.Union([t.String(), t.Null()]), createdAt: Timestamp });
const KeyFields = {
  id: t.String(), prefix: t.String(), service: t.String(), plan: t.String(), name: t.Union([t.String(), t.Null()]),
  accountId: t.String(), expiresAt: NullableTimestamp, metadata: t.Record(t.String(), t.Unknown()), burstLimit: t.Union([t.Integer(), t.Null()]),
  kind: KeyKind, allowedOrigins: AllowedOrigins,
};
const KeySummary = t.Object({
  ...KeyFields,
  status: t.Union([t.Literal('active'), t.Literal('expired'), t.Literal('revoked')]),
  createdAt: Timestamp, revokedAt: NullableTimestamp, lastUsedAt: t.Union([Timestamp, t.Null()], { description: 'Batched: up to USAGE_FLUSH_SECONDS behind.' }),
});
const CreatedKey = t.Object({ ...KeyFields, key: t.String({ description: 'The API key. Shown only in this response.' }) });
const RolledKey = t.Object({
  ...KeyFields,
  key: t.String({ description: 'The new API key. Shown only in this response.' }),
  rolledFrom: t.Object({ id: t.String(), expiresAt: Timestamp }, { description: 'The old key and when it stops working.' }),
});
const Deletion = t.Object({
  accountIds: t.Array(t.String()), revokedKeyIds: t.Array(t.String()), deletedForms: t.Integer({ description: 'Forms deleted with their responses.' }),
});
// Not t.UnionEnum: Elysia fills a missing optional query member with its first value (listing analyzer keys only).
const ServiceName = t.Union(SERVICES.map((service) => t.Literal(service)));
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
const serialiseAccount = ({ deletedAt: _deleted, ...account }: { id: string; name: string; teamId: string | null; createdAt: Date; deletedAt: Date | null }) =>
  serialise(account);
const serialiseKeySettings = <T extends { expiresAt: Date | null; metadata: unknown }>(row: T) => ({
  ...row, expiresAt: iso(row.expiresAt), metadata: row.metadata as Record<string, unknown>,
});
const summariseKey = (now: number) => <T extends { createdAt: Date; revokedAt: Date | null; expiresAt: Date | null; lastUsedAt: Date | null; metadata: unknown }>(row: T) => ({
  ...serialiseKeySettings(serialise(row)), status: keyStatus(row, now), revokedAt: iso(row.revokedAt), lastUsedAt: iso(row.lastUsedAt),
});

/**
 * Operator API under /admin, guarded by ADMIN_TOKEN (Authorization: Bearer), which the gate checks before any
 * body is read. Without ADMIN_TOKEN the routes are not mounted at all, so they answer 404 like any unknown path.
 * Every change to a key drops this process's cached verification of it; other processes see it within
 * VERIFY_CACHE_SECONDS.
 */
export function adminPlugin({ config, database, clock }: CoreServices, portal: Portal) {
  const plugin = new Elysia({ name: 'admin', prefix: '/admin', detail: { tags: ['Admin'], security: [{ bearerAuth: [] }] } });
  const token = config.adminToken;
  if (!token) return plugin;
  const db = database.db;
  const forget = (keyIds: readonly string[]) => keyIds.forEach((keyId) => portal.forget(keyId));
  const deleting = async <T extends { revokedKeyIds: string[] }>(work: () => Promise<T>): Promise<T> => {
    const deletion = await asApiErrors(work);
    forget(deletion.revokedKeyIds);
    return deletion;
  };
  return plugin
    .post('/teams', async ({ body, status }) => status(201, serialise(await asApiErrors(async () => {
      assertPlan('analyze', body.plan);
      return createTeam(db, body);
    }))), {
      body: t.Object({ name: StorableText({ minLength: 1, maxLength: 200 }), plan: t.String() }),
      response: { 201: Team, ...adminErrors },
      detail: { summary: 'Create a team (its analyzer plan is inherited by members)' },
    })
    .get('/teams', async () => (await listTeams(db)).map(serialise), {
      response: { 200: t.Array(Team, { description: 'Every team' }), ...adminErrors },
      detail: { summary: 'List teams' },
    })
    .put('/teams/:id/plan', async ({ params, body }) => {
      const { team, keyIds } = await asApiErrors(() => setTeamPlan(db, params.id, body.plan));
      forget(keyIds);
      return serialise(team);
    }, {
      ...checkedParameters({ params: IdParams }),
      body: t.Object({ plan: t.String({ description: 'An analyzer plan: free, pro, ultra or team.' }) }),
      response: { 200: t.Object(Team.properties, { description: 'The team with its new plan' }), ...adminErrors },
      detail: { summary: "Change a team's plan (its members' keys use it from their next verification)" },
    })
    .delete('/teams/:id', ({ params }) => deleting(() => deleteTeam(db, params.id, new Date(clock()))), {
      ...checkedParameters({ params: IdParams }),
      response: { 200: t.Object({ teamId: t.String(), ...Deletion.properties }, { description: 'What was deleted and revoked' }), ...adminErrors },
      detail: { summary: 'Delete a team with its member accounts (keys revoked, forms and responses deleted)' },
    })
    .post('/accounts', async ({ body, status }) => status(201, serialiseAccount(await asApiErrors(() => createAccount(db, body)))), {
      body: t.Object({ name: t.Optional(StorableText({ minLength: 1, maxLength: 200 })), teamId: t.Optional(StorableText({ maxLength: 100 })) }),
      response: { 201: Account, ...adminErrors },
      detail: { summary: 'Create an account' },
    })
    .get('/accounts', async () => (await listAccounts(db)).map(serialiseAccount), {
      response: { 200: t.Array(Account, { description: 'Every account not deleted' }), ...adminErrors },
      detail: { summary: 'List accounts' },
    })
    .put('/accounts/:id/team', async ({ params, body }) =>
      serialiseAccount(await asApiErrors(() => setAccountTeam(db, params.id, body.teamId))), {
      ...checkedParameters({ params: IdParams }),
      body: t.Object({ teamId: t.Union([StorableText({ maxLength: 100 }), t.Null()]) }),
      response: { 200: t.Object(Account.properties, { description: 'The account with its new team' }), ...adminErrors },
      detail: { summary: 'Add an account to a team (or remove it with null)' },
    })
    .delete('/accounts/:id', ({ params }) => deleting(() => deleteAccount(db, params.id, new Date(clock()))), {
      ...checkedParameters({ params: IdParams }),
      response: { 200: t.Object(Deletion.properties, { description: 'What was deleted and revoked' }), ...adminErrors },
      detail: { summary: 'Delete an account (keys revoked, forms and responses deleted)' },
    })
    .post('/keys', async ({ body, status }) => {
      if (body.mode === 'test' && body.service !== 'forms') {
        throw new ApiError(400, 'Bad request', 'mode test exists only for forms keys');
      }
      const created = await asApiErrors(() => {
        assertPlan(body.service, body.plan);
        return createKey(db, { ...body, expiresAt: instant(body.expiresAt) });
      });
      return status(201, serialiseKeySettings(created));
    }, {
      body: t.Object({
        service: ServiceName,
        plan: t.String(),
        accountId: t.Optional(StorableText({ maxLength: 100 })),
        teamId: t.Optional(StorableText({ maxLength: 100, description: 'Used when a new account is created for the key.' })),
        name: t.Optional(StorableText({ maxLength: 200 })),
        mode: t.Optional(t.Union([t.Literal('live'), t.Literal('test')], { description: 'Forms keys only.' })),
        kind: t.Optional(KeyKind),
        ...KeySettings,
      }),
      response: { 201: CreatedKey, ...adminErrors },
      detail: { summary: 'Create an API key (without accountId a new account is created)' },
    })
    .get('/keys', async ({ query }) => (await listKeys(db, query)).map(summariseKey(clock())), {
      ...checkedParameters({ query: KeysQuery }),
      response: { 200: t.Array(KeySummary, { description: 'Keys of every service (unless filtered), without their secret' }), ...adminErrors },
      detail: { summary: 'List keys' },
    })
    .patch('/keys/:id', async ({ params, body }) => {
      const key = await asApiErrors(() => updateKey(db, params.id, { ...body, expiresAt: instant(body.expiresAt) }));
      forget([key.id]);
      return summariseKey(clock())(key);
    }, {
      ...checkedParameters({ params: IdParams }),
      body: t.Object({ name: t.Optional(t.Union([StorableText({ maxLength: 200 }), t.Null()])), ...KeySettings }),
      response: { 200: t.Object(KeySummary.properties, { description: 'The key as changed' }), ...adminErrors },
      detail: { summary: 'Change the name, metadata, expiry, burst limit or allowed origins of a key' },
    })
    .post('/keys/:id/roll', async ({ params, body, status }) => {
      const rolled = await asApiErrors(() => rollKey(db, params.id, { graceSeconds: body?.graceSeconds }, clock()));
      forget([params.id]);
      return status(201, { ...serialiseKeySettings(rolled), rolledFrom: { id: params.id, expiresAt: rolled.rolledFrom.expiresAt.toISOString() } });
    }, {
      ...checkedParameters({ params: IdParams }),
      body: t.Optional(t.Object({
        graceSeconds: t.Optional(t.Integer({
          minimum: 0, maximum: MAX_ROLL_GRACE_SECONDS,
          description: `How long the old key keeps working (default ${DEFAULT_ROLL_GRACE_SECONDS} s = 24 h; 0 = stops at once).`,
        })),
      })),
      response: { 201: RolledKey, ...adminErrors },
      detail: { summary: 'Roll a key: a new secret with the same settings; the old one works for a grace period' },
    })
    .post('/keys/:id/revoke', async ({ params }) => {
      const key = await asApiErrors(() => revokeKey(db, params.id, new Date(clock())));
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
