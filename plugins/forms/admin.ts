import { Elysia, t } from 'elysia';
import type { CoreServices } from '../../src/app.ts';
import { ApiError, ErrorBody } from '../../src/errors.ts';
import { checkedParameters } from '../../src/parameters.ts';
import { secretBearerMatcher } from '../auth/shared-secret.ts';
import { DeliveriesQuery, DeliveriesReply, DeliveryReply, ErasureReply } from './model.ts';
import { StorableText } from '../../src/db/text.ts';
import { deliveryLog, redeliver } from './service/deliveries.ts';
import { eraseByEmail } from './service/erasure.ts';

const adminErrors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };
const Id = StorableText({ minLength: 1, maxLength: 100 });

/**
 * Operator routes of the forms service under /admin/forms (ADMIN_TOKEN; not mounted without it): GDPR erasure
 * for an account, the delivery log of any form and redelivery. The CLI's `forms` and `deliveries` commands call them.
 */
export function formsAdminPlugin({ config, database, clock }: CoreServices) {
  const plugin = new Elysia({ name: 'forms-admin', prefix: '/admin/forms', detail: { tags: ['Admin'], security: [{ bearerAuth: [] }] } });
  if (!config.adminToken) return plugin;
  const db = database.db;
  const adminTokenMatches = secretBearerMatcher(config.adminToken);
  return plugin
    .onBeforeHandle({ as: 'local' }, ({ request }) => {
      if (!adminTokenMatches(request.headers.get('authorization'))) {
        throw new ApiError(401, 'invalid_admin_token', 'Send Authorization: Bearer <ADMIN_TOKEN>');
      }
    })
    .post('/erasures', async ({ body }) => ({ success: true as const, data: { deleted: await eraseByEmail(db, body.accountId, body.email) } }), {
      body: t.Object({ accountId: Id, email: t.String({ format: 'email', maxLength: 254 }) }),
      response: { 200: ErasureReply, ...adminErrors },
      detail: { summary: 'Delete every submission carrying an e-mail address across an account\'s forms (GDPR erasure)' },
    })
    .get('/:id/deliveries', async ({ params, query }) => ({ success: true as const, data: await deliveryLog(db, params.id, query.limit ?? 50) }), {
      ...checkedParameters({ params: t.Object({ id: Id }), query: DeliveriesQuery }),
      response: { 200: DeliveriesReply, ...adminErrors },
      detail: { summary: 'Delivery log of a form, newest first' },
    })
    .post('/deliveries/:deliveryId/redeliver', async ({ params }) => {
      const delivery = await redeliver(db, null, params.deliveryId, clock());
      if (!delivery) throw new ApiError(404, 'delivery_not_found', `Delivery ${params.deliveryId} does not exist`);
      return { success: true as const, data: delivery };
    }, {
      ...checkedParameters({ params: t.Object({ deliveryId: Id }) }),
      response: { 200: DeliveryReply, ...adminErrors },
      detail: { summary: 'Queue a delivery again (same webhook-id), due now' },
    });
}
