import { strengthAt, type StrengthStep } from '../config.ts';
import type { SpamCheck } from '../types.ts';

const LINK = /\bhttps?:\/\/[^\s<>"'\]]+|\bwww\.[^\s<>"'\]]+/giu;

export const countLinks = (text: string) => text.match(LINK)?.length ?? 0;

/** Number of URLs across all values; the steps start above one so a single pasted link never counts. */
export function createLinksCheck(config: { weight: number; steps: StrengthStep[] }): SpamCheck {
  return {
    reason: 'links',
    weight: config.weight,
    evaluate: ({ text }) => strengthAt(config.steps, countLinks(text)),
  };
}
