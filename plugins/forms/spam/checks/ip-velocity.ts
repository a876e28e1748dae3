import { strengthAt, type StrengthStep } from '../config.ts';
import type { SlidingWindowStore } from '../store.ts';
import type { SpamCheck } from '../types.ts';

/** Submissions from one IP to one form within a sliding window; every submission counts, spam included. */
export function createIpVelocityCheck(store: SlidingWindowStore, config: { weight: number; windowMs: number; steps: StrengthStep[] }): SpamCheck {
  return {
    reason: 'ip_velocity',
    weight: config.weight,
    evaluate: ({ input: { ip, formId, now, velocityExempt } }) =>
      ip === null || velocityExempt ? 0 : strengthAt(config.steps, store.record(`ip:${formId}:${ip}`, now, config.windowMs)),
  };
}
