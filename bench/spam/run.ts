/**
 * Spam-screening report over the labelled fixture set: precision, recall, the reasons behind false positives and
 * negatives, recall per kind, and the time per screen. Run: `bun bench/spam/run.ts`.
 */
import { createMemoryWindowStore, createSpamScreen, SPAM_THRESHOLD } from '../../plugins/forms/spam/index.ts';
import { accuracy, loadFixtures, replayFixtures, toScreenInput, type FixtureResult } from '../../test/fixtures/spam/replay.ts';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const describe = ({ fixture, verdict }: FixtureResult) => `  ${fixture.id} [${fixture.kind}] score ${verdict.score} ${verdict.reasons.join(',') || '(no reason)'} - ${fixture.note}`;

function countBy<T>(items: readonly T[], keysOf: (item: T) => readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) for (const key of keysOf(item)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

const fixtures = loadFixtures();
const results = replayFixtures(fixtures);
const report = accuracy(results);

console.log(`Spam screening over ${fixtures.length} fixtures (${report.clean} clean, ${report.spam} spam), threshold ${SPAM_THRESHOLD}\n`);
console.log(`precision ${percent(report.precision)}   recall ${percent(report.recall)}   false positives ${report.falsePositives.length}   false negatives ${report.falseNegatives.length}\n`);

const reasons = (label: string) => countBy(results.filter((result) => result.fixture.label === label), (result) => result.verdict.reasons);
const onSpam = reasons('spam');
const onClean = reasons('clean');
const inFalsePositives = countBy(report.falsePositives, (result) => result.verdict.reasons);
const inFalseNegatives = countBy(report.falseNegatives, (result) => result.verdict.reasons);
console.log('reason              fired on spam  fired on clean  in false pos.  in false neg.');
for (const reason of [...new Set([...onSpam.keys(), ...onClean.keys()])].sort()) {
  const cells = [onSpam, onClean, inFalsePositives, inFalseNegatives].map((counts) => String(counts.get(reason) ?? 0).padStart(13));
  console.log(`${reason.padEnd(19)}${cells.join('  ')}`);
}

console.log('\nrecall by spam kind');
const spamResults = results.filter((result) => result.fixture.label === 'spam');
const spamByKind = countBy(spamResults, (result) => [result.fixture.kind]);
const caughtByKind = countBy(spamResults, (result) => (result.verdict.isSpam ? [result.fixture.kind] : []));
for (const [kind, total] of spamByKind) console.log(`  ${kind.padEnd(16)} ${caughtByKind.get(kind) ?? 0}/${total}`);

console.log(`\nfalse positives (${report.falsePositives.length})`);
for (const result of report.falsePositives) console.log(describe(result));
console.log(`false negatives (${report.falseNegatives.length})`);
for (const result of report.falseNegatives) console.log(describe(result));

// Time: every fixture through one screen, time advancing 1 s per submission so the windows fill and slide.
const inputs = fixtures.map((fixture) => toScreenInput(fixture));
const timedScreen = createSpamScreen();
const rounds = 200;
const durations: number[] = [];
let now = Date.parse('2026-03-02T09:00:00Z');
for (let round = 0; round < rounds; round++) {
  for (const input of inputs) {
    const started = performance.now();
    timedScreen.screen({ ...input, now: (now += 1000) });
    durations.push(performance.now() - started);
  }
}
const warm = durations.slice(inputs.length).sort((a, b) => a - b); // the first round warms the JIT
const micros = (ms: number) => (ms * 1000).toFixed(1);
const mean = warm.reduce((sum, value) => sum + value, 0) / warm.length;
console.log(`\ntime per screen over ${warm.length} screens: mean ${micros(mean)} µs, p50 ${micros(warm[Math.floor(warm.length * 0.5)]!)} µs, p99 ${micros(warm[Math.floor(warm.length * 0.99)]!)} µs`);

// Memory: a flood from distinct IPs must not grow the window store past its key limit.
const store = createMemoryWindowStore();
const floodScreen = createSpamScreen({ store });
const flood = inputs[0]!;
const floodSize = 200_000;
const floodStarted = performance.now();
for (let index = 0; index < floodSize; index++) {
  floodScreen.screen({ ...flood, ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`, payload: { ...flood.payload, message: `flood ${index}` }, now: (now += 5) });
}
const floodMicros = ((performance.now() - floodStarted) * 1000) / floodSize;
console.log(`flood of ${floodSize} distinct IPs and payloads: window store holds ${store.size} keys (bounded), ${floodMicros.toFixed(1)} µs per screen`);

// Size: a long message (50 kB of mixed-language text) costs more, linearly in its length.
const longMessage = 'Здравствуйте! Hello, 你好, this is a long but ordinary message about an order. '.repeat(700);
const longScreen = createSpamScreen();
const longRounds = 200;
const longStarted = performance.now();
for (let round = 0; round < longRounds; round++) longScreen.screen({ ...flood, payload: { ...flood.payload, message: `${round} ${longMessage}` }, now: (now += 60_000) });
const longMicros = ((performance.now() - longStarted) * 1000) / longRounds;
console.log(`long message of ${(longMessage.length / 1000).toFixed(0)} k characters: ${longMicros.toFixed(0)} µs per screen`);
