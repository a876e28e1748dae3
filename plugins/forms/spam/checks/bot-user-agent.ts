import { isbot } from 'isbot';
import { BoundedCache } from '../../../../src/bounded-cache.ts';
import type { SpamCheck } from '../types.ts';

/** Agents remembered at most; real traffic repeats a few hundred browser builds. */
const REMEMBERED_AGENTS = 1000;
/** Longer agents are judged afresh rather than kept: a remembered agent costs its length in memory. */
const MAX_REMEMBERED_LENGTH = 512;
const verdicts = new BoundedCache<string, boolean>(REMEMBERED_AGENTS);

/**
 * isbot's verdict, remembered per agent: its one pattern of some 300 alternatives took ~4 µs per browser agent,
 * the largest single cost of screening a clean submission.
 */
export const isBotAgent = (userAgent: string): boolean =>
  userAgent.length > MAX_REMEMBERED_LENGTH ? isbot(userAgent) : verdicts.getOrCompute(userAgent, isbot);

/** A crawler, headless browser or HTTP library by isbot's maintained patterns. A missing agent is no signal. */
export function createBotUserAgentCheck(config: { weight: number }): SpamCheck {
  return {
    reason: 'bot_user_agent',
    weight: config.weight,
    evaluate: ({ input: { userAgent } }) => (userAgent !== null && isBotAgent(userAgent) ? 1 : 0),
  };
}
