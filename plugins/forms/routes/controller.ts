import { Elysia } from 'elysia';
import { ErrorBody } from '../../../src/errors.ts';
import { gateContext } from '../../auth/context.ts';
import type { FormRecord } from '../service/forms.ts';

export const formErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 429: ErrorBody, 500: ErrorBody, 503: ErrorBody };
const secured = { security: [{ bearerAuth: [] }], tags: ['Forms'] };

/**
 * A forms controller under /v1. The gate authorised the addressed form (authentication → ownership → limits)
 * before the body was read; a route declaring `ownedForm` receives it as `form`, one declaring `caller` the principal.
 */
export const formsController = (name: string) => new Elysia({ name, prefix: '/v1', detail: secured })
  .use(gateContext)
  .macro({ ownedForm: { caller: 'forms', resolve: ({ gate }) => ({ form: gate.resource as FormRecord }) } });
