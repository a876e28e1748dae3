/**
 * Weights, limits and windows of every check, as one typed table. A check's weight is the most it can add to
 * the score; a submission is spam at SPAM_THRESHOLD. Certain signals weigh the whole threshold, suggestive
 * ones less, so they only tip a submission over together.
 */
export const SPAM_THRESHOLD = 1;

/** A step of a strength ladder: from `atLeast` (count, or fraction of the minimum) the check fires this strongly. */
export interface StrengthStep {
  atLeast: number;
  strength: number;
}

export interface SpamConfig {
  /** a hidden field only bots fill in: certain */
  honeypot: { weight: number; defaultField: string };
  /** submitted faster than a human can; below half the minimum is certain, below the minimum only suspicious */
  tooFast: { weight: number; defaultMinSeconds: number; certainBelowFraction: number; suspiciousStrength: number };
  /** submissions from one IP to one form (per form, so carrier-grade NAT across the service does not add up) */
  ipVelocity: { weight: number; windowMs: number; steps: StrengthStep[] };
  /** submissions to one form from anyone: an attack wave; corroborates, never decides */
  formVelocity: { weight: number; windowMs: number; steps: StrengthStep[] };
  /**
   * the same normalised payload again; one repeat is a double click, more is a burst. Payloads with less text
   * than minTextLength (a bare rating, a poll answer) are alike by nature and never count.
   */
  duplicatePayload: { weight: number; windowMs: number; minTextLength: number; steps: StrengthStep[] };
  /** URLs in the text; one pasted link is normal */
  links: { weight: number; steps: StrengthStep[] };
  /** HTML anchors or BBCode links, which forum-spam kits paste and people do not type into a form */
  linkMarkup: { weight: number };
  /** phrases from data/spam-phrases.json; the check's strength is the sum of the matched phrase weights */
  spamPhrases: { weight: number };
  /** words mixing Latin with Cyrillic or Greek look-alikes ("саsinо"): obfuscation */
  mixedScript: { weight: number; steps: StrengthStep[] };
  /** a throwaway address from mailchecker's list; the list also holds privacy relays (duck.com), so not certain */
  disposableEmail: { weight: number };
  /** isbot's verdict on the user agent; server-side integrations send library agents too, so not certain */
  botUserAgent: { weight: number };
}

const MINUTE = 60_000;

export const DEFAULT_SPAM_CONFIG: SpamConfig = {
  honeypot: { weight: 1, defaultField: '_gotcha' },
  tooFast: { weight: 1, defaultMinSeconds: 2, certainBelowFraction: 0.5, suspiciousStrength: 0.5 },
  ipVelocity: { weight: 1, windowMs: 10 * MINUTE, steps: [{ atLeast: 6, strength: 0.5 }, { atLeast: 11, strength: 1 }] },
  formVelocity: { weight: 0.3, windowMs: MINUTE, steps: [{ atLeast: 31, strength: 1 }] },
  duplicatePayload: { weight: 1, windowMs: 60 * MINUTE, minTextLength: 20, steps: [{ atLeast: 2, strength: 0.5 }, { atLeast: 3, strength: 1 }] },
  links: { weight: 1, steps: [{ atLeast: 2, strength: 0.3 }, { atLeast: 3, strength: 0.6 }, { atLeast: 5, strength: 1 }] },
  linkMarkup: { weight: 0.6 },
  spamPhrases: { weight: 1 },
  mixedScript: { weight: 0.6, steps: [{ atLeast: 1, strength: 0.5 }, { atLeast: 2, strength: 1 }] },
  disposableEmail: { weight: 0.7 },
  botUserAgent: { weight: 0.7 },
};

/** The strength of the highest step reached by `value` (steps ascending), 0 below the first. */
export function strengthAt(steps: readonly StrengthStep[], value: number): number {
  let strength = 0;
  for (const step of steps) if (value >= step.atLeast) strength = step.strength;
  return strength;
}
