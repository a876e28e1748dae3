/** What the caller (the submit route) knows about one submission. The screen knows nothing of HTTP or storage. */
export interface ScreenInput {
  /** the raw JSON object as received, before unknown fields (and the honeypot) are stripped */
  payload: Record<string, unknown>;
  formId: string;
  /** the form's real field names, so a real field is never taken for the honeypot */
  formFieldNames: readonly string[];
  settings: SpamSettings;
  ip: string | null;
  userAgent: string | null;
  /** seconds from view to submit, measured by the server from the signed view token; null without a token */
  completionSeconds: number | null;
  /** epoch milliseconds; injected so tests and replays control time */
  now: number;
  /** the submitter is on the form's allowlist: the velocity checks neither count nor record it */
  velocityExempt?: boolean;
}

/** The per-form spam settings (a subset of the form's settings). */
export interface SpamSettings {
  honeypotField?: string;
  minSeconds?: number;
}

export interface Verdict {
  isSpam: boolean;
  /** sum of weight × strength over the checks that fired, 2 decimals */
  score: number;
  /** reason codes of the checks that fired, in pipeline order */
  reasons: string[];
}

/** One submission as the checks see it, with the derived values every check would otherwise recompute. */
export interface ScreenContext {
  input: ScreenInput;
  honeypotField: string;
  /** false when the form has a real field with the honeypot's name */
  honeypotActive: boolean;
  minSeconds: number;
  /** the submitted scalar values (an active honeypot excluded) as trimmed strings, blanks dropped, in payload order */
  values: readonly (readonly [field: string, value: string])[];
  /** all values joined by newlines */
  text: string;
  /** the words of `text`, folded (lower case, accents and invisible characters removed) */
  words: readonly string[];
}

/**
 * A local check: a reason code, a weight (its largest possible contribution to the score) and an evaluation
 * returning how strongly it fired, from 0 (not at all) to 1.
 */
export interface SpamCheck {
  readonly reason: string;
  readonly weight: number;
  evaluate(context: ScreenContext): number;
}

/**
 * A remote check (captcha, Akismet …) has the same shape but is asynchronous. It may throw or time out; the
 * pipeline then flags the submission with `<reason>_unavailable` instead of rejecting it.
 */
export interface RemoteSpamCheck {
  readonly reason: string;
  readonly weight: number;
  evaluate(context: ScreenContext, signal: AbortSignal): Promise<number>;
}
