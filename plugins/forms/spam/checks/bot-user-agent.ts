import { isbot } from 'isbot';
import type { SpamCheck } from '../types.ts';

/** A crawler, headless browser or HTTP library by isbot's maintained patterns. A missing agent is no signal. */
export function createBotUserAgentCheck(config: { weight: number }): SpamCheck {
  return {
    reason: 'bot_user_agent',
    weight: config.weight,
    evaluate: ({ input: { userAgent } }) => (userAgent !== null && isbot(userAgent) ? 1 : 0),
  };
}
