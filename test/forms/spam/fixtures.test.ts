import { describe, expect, test } from 'bun:test';
import { isDisposableDomain } from '../../../plugins/forms/spam/checks/disposable-email.ts';
import { createSpamScreen } from '../../../plugins/forms/spam/index.ts';
import { accuracy, fixtureContext, loadFixtures, replayFixtures, toScreenInput } from '../../fixtures/spam/replay.ts';

const fixtures = loadFixtures();
const results = replayFixtures(fixtures);
const report = accuracy(results);

describe('labelled fixture set', () => {
  test('is large and varied enough to mean something', () => {
    expect(report.clean).toBeGreaterThanOrEqual(80);
    expect(report.spam).toBeGreaterThanOrEqual(80);
    expect(new Set(fixtures.map((fixture) => fixture.id)).size).toBe(fixtures.length);
    const spamKinds = new Set(fixtures.filter((fixture) => fixture.label === 'spam').map((fixture) => fixture.kind));
    for (const kind of ['honeypot', 'too-fast', 'links', 'phrases', 'non-latin', 'disposable', 'bot-ua', 'duplicate-burst', 'ip-burst']) expect(spamKinds).toContain(kind);
  });

  test('every fixture resolves to a screen input', () => {
    for (const fixture of fixtures) expect(() => toScreenInput(fixture)).not.toThrow();
    expect(Object.keys(fixtureContext.forms).length).toBeGreaterThan(5);
  });

  test('clean fixtures use no throwaway address (they would be spam by definition)', () => {
    const emails = fixtures.filter((fixture) => fixture.label === 'clean').map((fixture) => fixture.payload.email).filter((email): email is string => typeof email === 'string' && email.includes('@'));
    expect(emails.filter((email) => isDisposableDomain(email.split('@')[1]!))).toEqual([]);
  });

  test('no clean fixture is flagged (precision 100 %)', () => {
    expect(report.falsePositives.map(({ fixture, verdict }) => `${fixture.id} ${verdict.score} ${verdict.reasons}`)).toEqual([]);
    expect(report.precision).toBe(1);
  });

  test('recall on spam is at least 90 %', () => {
    expect(report.recall).toBeGreaterThanOrEqual(0.9);
  });

  test('the misses are the documented expected ones', () => {
    const unexpected = report.falseNegatives.filter(({ fixture }) => !fixture.note.includes('expected miss'));
    expect(unexpected.map(({ fixture, verdict }) => `${fixture.id} ${verdict.score} ${verdict.reasons}`)).toEqual([]);
  });

  test('screening is fast: well under a millisecond per submission', () => {
    const inputs = fixtures.map((fixture) => toScreenInput(fixture));
    const screen = createSpamScreen();
    const rounds = 10;
    const started = performance.now();
    for (let round = 0; round < rounds; round++) {
      for (const [index, input] of inputs.entries()) screen.screen({ ...input, now: input.now + (round * inputs.length + index) * 1000 });
    }
    const microsPerScreen = ((performance.now() - started) * 1000) / (rounds * inputs.length);
    expect(microsPerScreen).toBeLessThan(1000);
  });
});
