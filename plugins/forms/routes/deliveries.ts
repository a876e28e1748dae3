import type { Db } from '../../../src/db/client.ts';
import { ApiError } from '../../../src/errors.ts';
import { checkedParameters as checked } from '../../../src/parameters.ts';
import { DeliveriesQuery, DeliveriesReply, DeliveryParams, DeliveryReply, FormIdParams } from '../model.ts';
import { deliveryLog, redeliver } from '../service/deliveries.ts';
import { formErrors as errors, formsController } from './controller.ts';

/** The delivery log of a form's webhooks and notifications, and redelivery; the worker itself is a service (service/jobs.ts). */
export function deliveryRoutes({ db, clock }: { db: Db; clock: () => number }) {
  return formsController('forms-deliveries')
    .get('/forms/:id/deliveries', async ({ query, form }) => {
      return { success: true as const, data: await deliveryLog(db, form.id, query.limit ?? 50) };
    }, { ownedForm: true, ...checked({ params: FormIdParams, query: DeliveriesQuery }), response: { 200: DeliveriesReply, ...errors }, detail: { summary: 'Delivery log of the form\'s webhooks and notifications, newest first' } })
    .post('/forms/:id/deliveries/:deliveryId/redeliver', async ({ params, form }) => {
      const delivery = await redeliver(db, form.id, params.deliveryId, clock());
      if (!delivery) throw new ApiError(404, 'delivery_not_found', `Delivery ${params.deliveryId} does not exist`);
      return { success: true as const, data: delivery };
    }, { ownedForm: true, ...checked({ params: DeliveryParams }), response: { 200: DeliveryReply, ...errors }, detail: { summary: 'Queue a delivery again (same webhook-id), due now' } });
}
