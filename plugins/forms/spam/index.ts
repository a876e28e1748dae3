import { createBotUserAgentCheck } from './checks/bot-user-agent.ts';
import { createDisposableEmailCheck } from './checks/disposable-email.ts';
import { createDuplicatePayloadCheck } from './checks/duplicate-payload.ts';
import { createFormVelocityCheck } from './checks/form-velocity.ts';
import { createHoneypotCheck } from './checks/honeypot.ts';
import { createIpVelocityCheck } from './checks/ip-velocity.ts';
import { createLinkMarkupCheck } from './checks/link-markup.ts';
import { createLinksCheck } from './checks/links.ts';
import { createMixedScriptCheck } from './checks/mixed-script.ts';
import { createSpamPhrasesCheck, type SpamPhrase } from './checks/spam-phrases.ts';
import { createTooFastCheck } from './checks/too-fast.ts';
import { DEFAULT_SPAM_CONFIG, SPAM_THRESHOLD, type SpamConfig } from './config.ts';
import { buildContext } from './context.ts';
import { createMemoryWindowStore, type SlidingWindowStore } from './store.ts';
import type { RemoteSpamCheck, ScreenContext, ScreenInput, SpamCheck, Verdict } from './types.ts';

export { DEFAULT_SPAM_CONFIG, SPAM_THRESHOLD } from './config.ts';
export type { SpamPhrase } from './checks/spam-phrases.ts';
export { createMemoryWindowStore, type SlidingWindowStore } from './store.ts';
export type { RemoteSpamCheck, ScreenContext, ScreenInput, SpamCheck, SpamSettings, Verdict } from './types.ts';

export interface SpamScreenOptions {
  /** where velocity and duplicate counts live; a bounded in-memory store by default */
  store?: SlidingWindowStore;
  /** score at which a submission is spam */
  threshold?: number;
  /** per-check overrides of weights, limits and windows */
  config?: { [Check in keyof SpamConfig]?: Partial<SpamConfig[Check]> };
  /** replaces data/spam-phrases.json */
  phrases?: readonly SpamPhrase[];
  /** asynchronous checks, run only by screenWithRemote */
  remoteChecks?: readonly RemoteSpamCheck[];
  /** how long a remote check may take before it counts as failed */
  remoteTimeoutMs?: number;
  /** what a failed remote check adds to the score; the threshold by default, so a failure flags the submission */
  remoteFailureWeight?: number;
}

export interface SpamScreen {
  /** Screens one submission with the local checks, recording it in the velocity and duplicate windows. */
  screen(input: ScreenInput): Verdict;
  /** As screen, then the remote checks; never rejects: a failing remote check flags instead. */
  screenWithRemote(input: ScreenInput): Promise<Verdict>;
  /** The honeypot member in effect for a form (never data), or null when a real field bears its name. */
  honeypotField(settings: ScreenInput['settings'], formFieldNames: readonly string[]): string | null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function mergeConfig(overrides: SpamScreenOptions['config'] = {}): SpamConfig {
  const merged = { ...DEFAULT_SPAM_CONFIG } as Record<keyof SpamConfig, object>;
  for (const check of Object.keys(overrides) as (keyof SpamConfig)[]) merged[check] = { ...DEFAULT_SPAM_CONFIG[check], ...overrides[check] };
  return merged as SpamConfig;
}

export function createSpamScreen(options: SpamScreenOptions = {}): SpamScreen {
  const config = mergeConfig(options.config);
  const store = options.store ?? createMemoryWindowStore();
  const threshold = options.threshold ?? SPAM_THRESHOLD;
  const remoteChecks = options.remoteChecks ?? [];
  const remoteTimeoutMs = options.remoteTimeoutMs ?? 3000;
  const remoteFailureWeight = options.remoteFailureWeight ?? threshold;
  const checks: SpamCheck[] = [
    createHoneypotCheck(config.honeypot),
    createTooFastCheck(config.tooFast),
    createBotUserAgentCheck(config.botUserAgent),
    createIpVelocityCheck(store, config.ipVelocity),
    createFormVelocityCheck(store, config.formVelocity),
    createDuplicatePayloadCheck(store, config.duplicatePayload),
    createLinksCheck(config.links),
    createLinkMarkupCheck(config.linkMarkup),
    createSpamPhrasesCheck(config.spamPhrases, options.phrases),
    createMixedScriptCheck(config.mixedScript),
    createDisposableEmailCheck(config.disposableEmail),
  ];

  // Compared after rounding, so that 0.7 + 0.3 reaches a threshold of 1 whatever the floating-point sum says.
  const verdict = (score: number, reasons: string[]): Verdict => {
    const rounded = round2(score);
    return { isSpam: rounded >= threshold, score: rounded, reasons };
  };

  function screenLocally(input: ScreenInput) {
    const context = buildContext(input, config);
    let score = 0;
    const reasons: string[] = [];
    // Every check runs, even once the threshold is reached, so the stateful ones record every submission.
    for (const check of checks) {
      const strength = check.evaluate(context);
      if (strength > 0) {
        score += check.weight * strength;
        reasons.push(check.reason);
      }
    }
    return { context, score, reasons };
  }

  async function runRemote(check: RemoteSpamCheck, context: ScreenContext): Promise<{ reason: string; contribution: number }> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error('timeout'));
      }, remoteTimeoutMs);
    });
    try {
      const strength = await Promise.race([check.evaluate(context, controller.signal), timeout]);
      return { reason: check.reason, contribution: check.weight * Math.min(1, Math.max(0, strength)) };
    } catch {
      return { reason: `${check.reason}_unavailable`, contribution: remoteFailureWeight };
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    honeypotField(settings, formFieldNames) {
      const field = settings.honeypotField ?? config.honeypot.defaultField;
      return formFieldNames.includes(field) ? null : field;
    },
    screen(input) {
      const { score, reasons } = screenLocally(input);
      return verdict(score, reasons);
    },
    async screenWithRemote(input) {
      const local = screenLocally(input);
      const remote = await Promise.all(remoteChecks.map((check) => runRemote(check, local.context)));
      let score = local.score;
      const reasons = [...local.reasons];
      for (const { reason, contribution } of remote) {
        if (contribution <= 0) continue;
        score += contribution;
        reasons.push(reason);
      }
      return verdict(score, reasons);
    },
  };
}
