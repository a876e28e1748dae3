import { strengthAt, type StrengthStep } from '../config.ts';
import type { SlidingWindowStore } from '../store.ts';
import type { SpamCheck } from '../types.ts';

/** Submissions to one form from anyone within a sliding window: a wave from many IPs. */
export function createFormVelocityCheck(store: SlidingWindowStore, config: { weight: number; windowMs: number; steps: StrengthStep[] }): SpamCheck {
  return {
    reason: 'form_velocity',
    weight: config.weight,
    evaluate: ({ input: { formId, now, velocityExempt } }) => velocityExempt ? 0 : strengthAt(config.steps, store.record(`form:${formId}`, now, config.windowMs)),
  };
}
