import { Elysia, t } from 'elysia';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { apiError, ErrorBody } from '../../src/errors.ts';
import { NotFoundError } from '../auth/keys.ts';
import { mailInvitation } from './service/invitations.ts';
import { requestOrigin } from './session.ts';
import { createUser, INVITE_DAYS, listUsers, MIN_PASSWORD_LENGTH, PasswordHashingUnavailable } from './service/users.ts';

const User = t.Object({
  id: t.String(), email: t.String(), accountId: t.String(), active: t.Boolean({ description: 'false until the invitation is accepted' }),
  createdAt: t.String({ format: 'date-time' }),
});
const serialise = <T extends { createdAt: Date }>(user: T) => ({ ...user, createdAt: user.createdAt.toISOString() });

/**
 * Dashboard users under /admin (ADMIN_TOKEN, checked by the gate). Without a password the answer carries a
 * one-time invitation path; whoever opens it on this server sets the password.
 */
export function dashboardAdminPlugin(db: Db, config: Config, clock: () => number) {
  return new Elysia({ name: 'dashboard-admin', prefix: '/admin', detail: { tags: ['Admin'], security: [{ bearerAuth: [] }] } })
    .post('/dashboard-users', async ({ body, status, request }) => {
      try {
        const created = await createUser(db, body, new Date(clock()));
        if (!created) throw apiError('Bad request', 'A dashboard user with this e-mail exists');
        const invitePath = created.invite ? `/dashboard/invite?token=${created.invite}` : null;
        const invitationEmail = invitePath ? await mailInvitation(config, created.user.email, `${requestOrigin(request, config)}${invitePath}`) : null;
        return status(201, { ...serialise(created.user), invitePath, invitationEmail });
      } catch (error) {
        if (error instanceof NotFoundError) throw apiError('not_found', error.message);
        if (error instanceof PasswordHashingUnavailable) throw apiError('server_misconfigured', error.message);
        throw error;
      }
    }, {
      body: t.Object({
        email: t.String({ format: 'email', maxLength: 320 }),
        accountId: t.String({ minLength: 1, maxLength: 100 }),
        password: t.Optional(t.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 })),
      }),
      response: {
        201: t.Object({
          ...User.properties,
          invitePath: t.Union([t.String(), t.Null()], { description: `Shown once; valid ${INVITE_DAYS} days.` }),
          invitationEmail: t.Union([t.Literal('sent'), t.Literal('not_configured'), t.Literal('failed'), t.Null()], {
            description: 'Whether the invitation link was e-mailed to the holder over SMTP_URL (null: a password was given, no invitation).',
          }),
        }),
        400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 500: ErrorBody,
      },
      detail: { summary: 'Create a dashboard user for an account (with a password, or an invitation)' },
    })
    .get('/dashboard-users', async ({ query }) => (await listUsers(db, query.accountId)).map(serialise), {
      query: t.Object({ accountId: t.Optional(t.String({ maxLength: 100 })) }),
      response: { 200: t.Array(User, { description: 'Dashboard users' }), 401: ErrorBody },
      detail: { summary: 'List dashboard users' },
    });
}
