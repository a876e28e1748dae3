import type { SpamCheck } from '../types.ts';

/**
 * Completion time measured by the server from the signed view token. Below the form's minimum is suspicious
 * (an autofilling human can be quick); below a fraction of it (sub-second at the 2 s default) no human is.
 * No token, no signal: headless submissions need not fetch a view first.
 */
export function createTooFastCheck(config: { weight: number; certainBelowFraction: number; suspiciousStrength: number }): SpamCheck {
  return {
    reason: 'too_fast',
    weight: config.weight,
    evaluate: ({ input: { completionSeconds }, minSeconds }) => {
      if (completionSeconds === null || !Number.isFinite(completionSeconds) || completionSeconds >= minSeconds) return 0;
      return completionSeconds < minSeconds * config.certainBelowFraction ? 1 : config.suspiciousStrength;
    },
  };
}
