import { describe, expect, test } from 'bun:test';
import { createMemoryWindowStore, createSpamScreen, SPAM_THRESHOLD, type RemoteSpamCheck, type SlidingWindowStore } from '../../../plugins/forms/spam/index.ts';
import { submission, T0 } from './helpers.ts';

describe('spam screen verdict', () => {
  test('a clean submission scores 0 with no reasons', () => {
    expect(createSpamScreen().screen(submission())).toEqual({ isSpam: false, score: 0, reasons: [] });
  });

  test('the threshold is 1 and a certain signal (honeypot, sub-second submit) alone reaches it', () => {
    expect(SPAM_THRESHOLD).toBe(1);
    // a fresh screen each time: the same payload twice would also be a duplicate
    expect(createSpamScreen().screen(submission({ payload: { ...submission().payload, _gotcha: 'x' } }))).toEqual({ isSpam: true, score: 1, reasons: ['honeypot'] });
    expect(createSpamScreen().screen(submission({ completionSeconds: 0.4 }))).toEqual({ isSpam: true, score: 1, reasons: ['too_fast'] });
  });

  test('weak signals alone do not make spam: one or two links, a bot agent, a throwaway address, a fast autofill', () => {
    const message = (text: string) => ({ name: 'A', email: 'a@gmail.com', message: text });
    const cases = [
      submission({ payload: message('see https://a.example') }),
      submission({ payload: message('see https://a.example and https://b.example') }),
      submission({ userAgent: 'node', completionSeconds: null }),
      submission({ payload: { name: 'A', email: 'a@yopmail.com', message: 'hi' } }),
      submission({ completionSeconds: 1.5 }),
    ];
    for (const input of cases) expect(createSpamScreen().screen(input).isSpam).toBe(false);
  });

  test('weak signals add up: a throwaway address from a bot agent is spam, with both reasons in pipeline order', () => {
    const verdict = createSpamScreen().screen(submission({ userAgent: 'curl/8.4.0', payload: { email: 'x@mailinator.com' } }));
    expect(verdict).toEqual({ isSpam: true, score: 1.4, reasons: ['bot_user_agent', 'disposable_email'] });
  });

  test('a score that sums to the threshold in floating point still reaches it', () => {
    // links 0.3 (two links) + disposable 0.7: 0.3 + 0.7 is 0.9999999999999999 in binary floating point
    const verdict = createSpamScreen().screen(submission({ payload: { email: 'x@yopmail.com', message: 'https://a.example https://b.example' } }));
    expect(verdict).toEqual({ isSpam: true, score: 1, reasons: ['links', 'disposable_email'] });
  });

  test('stateful checks see every screened submission, and time is injected', () => {
    const screen = createSpamScreen();
    const verdicts = [0, 1, 2].map((second) => screen.screen(submission({ now: T0 + second * 1000 })));
    expect(verdicts.map((verdict) => verdict.reasons)).toEqual([[], ['duplicate_payload'], ['duplicate_payload']]);
    expect(verdicts.map((verdict) => verdict.isSpam)).toEqual([false, false, true]);
  });

  test('per-form settings: honeypot name and minimum time', () => {
    const settings = { honeypotField: 'website', minSeconds: 5 };
    expect(createSpamScreen().screen(submission({ settings, payload: { email: 'a@gmail.com', website: 'x' } })).reasons).toEqual(['honeypot']);
    expect(createSpamScreen().screen(submission({ settings, completionSeconds: 2 })).reasons).toEqual(['too_fast']);
  });

  test('weights, limits and the threshold can be overridden', () => {
    const strict = createSpamScreen({ threshold: 0.5, config: { links: { steps: [{ atLeast: 1, strength: 1 }] } } });
    expect(strict.screen(submission({ payload: { message: 'https://a.example' } }))).toEqual({ isSpam: true, score: 1, reasons: ['links'] });
    const lenient = createSpamScreen({ config: { honeypot: { weight: 0.5 } } });
    expect(lenient.screen(submission({ payload: { _gotcha: 'x' } })).isSpam).toBe(false);
  });

  test('the window store is swappable', () => {
    const calls: string[] = [];
    const memory = createMemoryWindowStore();
    const store: SlidingWindowStore = { record: (key, now, windowMs) => (calls.push(key.split(':')[0]!), memory.record(key, now, windowMs)) };
    createSpamScreen({ store }).screen(submission());
    expect(calls.sort()).toEqual(['dup', 'form', 'ip']);
  });
});

describe('remote checks', () => {
  const remote = (evaluate: RemoteSpamCheck['evaluate']): RemoteSpamCheck => ({ reason: 'akismet', weight: 1, evaluate });

  test('a remote verdict adds its weight like a local check', async () => {
    const screen = createSpamScreen({ remoteChecks: [remote(async () => 1)] });
    expect(await screen.screenWithRemote(submission())).toEqual({ isSpam: true, score: 1, reasons: ['akismet'] });
    const clean = createSpamScreen({ remoteChecks: [remote(async () => 0)] });
    expect(await clean.screenWithRemote(submission())).toEqual({ isSpam: false, score: 0, reasons: [] });
  });

  test('a remote failure flags the submission instead of rejecting', async () => {
    const screen = createSpamScreen({ remoteChecks: [remote(async () => Promise.reject(new Error('503 from remote')))] });
    expect(await screen.screenWithRemote(submission())).toEqual({ isSpam: true, score: 1, reasons: ['akismet_unavailable'] });
  });

  test('a remote check that does not answer in time is aborted and flags', async () => {
    let aborted = false;
    const hanging = remote((_, signal) => new Promise<number>(() => signal.addEventListener('abort', () => (aborted = true))));
    const screen = createSpamScreen({ remoteChecks: [hanging], remoteTimeoutMs: 1 });
    expect((await screen.screenWithRemote(submission())).reasons).toEqual(['akismet_unavailable']);
    expect(aborted).toBe(true);
  });

  test('the failure weight is configurable (e.g. to review rather than flag)', async () => {
    const screen = createSpamScreen({ remoteChecks: [remote(() => Promise.reject(new Error('down')))], remoteFailureWeight: 0.2 });
    expect(await screen.screenWithRemote(submission())).toEqual({ isSpam: false, score: 0.2, reasons: ['akismet_unavailable'] });
  });
});
