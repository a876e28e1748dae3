import { Elysia } from 'elysia';
import { apiError } from '../../src/errors.ts';
import type { Service } from './plans.ts';
import type { Principal } from './portal/types.ts';

/** What the gate admitted: the caller's principal and the resource it was authorised for (e.g. the form). */
export interface GateOutcome {
  readonly principal: Principal | null;
  readonly resource: unknown;
}

export const OUTSIDE_GATE: GateOutcome = Object.freeze({ principal: null, resource: null });

/**
 * How handlers receive the caller: the gate's `onRequest` hook puts its outcome on the request's context
 * (`gate`), and a route declaring `caller: 'forms'` gets a typed `principal`. The gate has already refused
 * every request without one, so the check here only guards against a route the gate policy does not cover.
 */
export const gateContext = new Elysia({ name: 'gate-context' })
  .decorate('gate', OUTSIDE_GATE)
  .macro({
    caller: (service: Service) => ({
      resolve: ({ gate }) => {
        if (gate.principal?.service !== service) throw apiError('internal_error', `The gate policy does not cover this ${service} route`);
        return { principal: gate.principal };
      },
    }),
  });
