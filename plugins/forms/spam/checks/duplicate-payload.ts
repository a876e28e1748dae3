import { hash } from 'node:crypto';
import { strengthAt, type StrengthStep } from '../config.ts';
import type { SlidingWindowStore } from '../store.ts';
import type { ScreenContext, SpamCheck } from '../types.ts';

/** Field order, case, spacing and Unicode form do not make a payload new. */
export function payloadFingerprint({ values }: Pick<ScreenContext, 'values'>): string {
  const normalised = values
    .map(([field, value]) => [field, value.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return hash('sha256', JSON.stringify(normalised), 'base64url');
}

/** The same normalised payload sent to the same form again within the window. */
export function createDuplicatePayloadCheck(
  store: SlidingWindowStore,
  config: { weight: number; windowMs: number; minTextLength: number; steps: StrengthStep[] },
): SpamCheck {
  return {
    reason: 'duplicate_payload',
    weight: config.weight,
    evaluate: (context) =>
      context.text.length < config.minTextLength
        ? 0
        : strengthAt(config.steps, store.record(`dup:${context.input.formId}:${payloadFingerprint(context)}`, context.input.now, config.windowMs)),
  };
}
