import type { SpamCheck } from '../types.ts';

const isFilled = (value: unknown) =>
  value !== undefined && value !== null && value !== false && !(typeof value === 'string' && value.trim() === '');

/** A hidden field that people leave empty and form-filling bots fill in. Looked up on the raw payload (own members only:
 * a honeypot named `constructor` is not filled by Object.prototype). */
export function createHoneypotCheck(config: { weight: number }): SpamCheck {
  return {
    reason: 'honeypot',
    weight: config.weight,
    evaluate: ({ input, honeypotActive, honeypotField }) => (honeypotActive && Object.hasOwn(input.payload, honeypotField) && isFilled(input.payload[honeypotField]) ? 1 : 0),
  };
}
