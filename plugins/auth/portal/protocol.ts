import { t } from 'elysia';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { StorableText } from '../../../src/db/text.ts';
import { KEY_KINDS, SERVICES } from '../plans.ts';

/**
 * The remote portal protocol (served by this project's portal plugin, spoken by the remote client).
 * Both calls are POSTs with `Authorization: Bearer PORTAL_SECRET` and JSON bodies; both always answer 200
 * when the portal works, like Unkey's keys.verifyKey.
 *
 *   POST /portal/v1/keys.verify   {key}                   → {valid, code, principal?}
 *   POST /portal/v1/usage.consume {principal}             → {allowed, used, limit}
 */
export const PORTAL_PATHS = { verify: '/portal/v1/keys.verify', consume: '/portal/v1/usage.consume' } as const;

/** Ids are short, storable text: a quota owner is a key of the usage table, so a bad one would poison its flushes. */
const Id = () => StorableText({ minLength: 1, maxLength: 200 });

export const PrincipalBody = t.Object({
  keyId: Id(),
  accountId: Id(),
  service: t.UnionEnum(SERVICES),
  plan: StorableText({ minLength: 1, maxLength: 50, description: 'Effective plan, e.g. free, pro, ultra, team (analyzer) or free, pro, business (forms).' }),
  quotaOwner: Id(),
  expiresAt: t.Optional(t.Union([t.Integer({ description: 'Milliseconds since the epoch; the key stops verifying then.' }), t.Null()])),
  burstLimit: t.Optional(t.Union([t.Integer({ minimum: 1 }), t.Null()])),
  kind: t.Optional(t.Union([t.Literal(KEY_KINDS[0]), t.Literal(KEY_KINDS[1])], { description: 'Absent: secret.' })),
  allowedOrigins: t.Optional(t.Union([t.Array(t.String({ maxLength: 300 }), { maxItems: 50 }), t.Null()], { description: 'A publishable key\'s own allowed origins.' })),
});

export const VerifyRequest = t.Object({ key: t.String({ maxLength: 512 }) });
export const VerifyReply = t.Union([
  t.Object({ valid: t.Literal(true), code: t.Literal('VALID'), principal: PrincipalBody }),
  t.Object({ valid: t.Literal(false), code: t.Union([t.Literal('NOT_FOUND'), t.Literal('REVOKED'), t.Literal('EXPIRED')]) }),
]);

export const ConsumeRequest = t.Object({ principal: PrincipalBody });
export const ConsumeReply = t.Object({ allowed: t.Boolean(), used: t.Integer({ minimum: 0 }), limit: t.Integer({ minimum: -1 }) });

export const verifyReplyCheck = TypeCompiler.Compile(VerifyReply);
export const consumeReplyCheck = TypeCompiler.Compile(ConsumeReply);
