import type { SpamConfig } from './config.ts';
import { foldedWords } from './text.ts';
import type { ScreenContext, ScreenInput } from './types.ts';

/** Derives once what several checks need: the honeypot in effect, the minimum time, the values and their words. */
export function buildContext(input: ScreenInput, config: SpamConfig): ScreenContext {
  const honeypotField = input.settings.honeypotField ?? config.honeypot.defaultField;
  const honeypotActive = !input.formFieldNames.includes(honeypotField);
  const values: (readonly [string, string])[] = [];
  for (const [field, raw] of Object.entries(input.payload)) {
    if ((honeypotActive && field === honeypotField) || raw === null || raw === undefined || typeof raw === 'object') continue;
    const value = String(raw).trim();
    if (value) values.push([field, value]);
  }
  const text = values.map(([, value]) => value).join('\n');
  return {
    input,
    honeypotField,
    honeypotActive,
    minSeconds: input.settings.minSeconds ?? config.tooFast.defaultMinSeconds,
    values,
    text,
    words: foldedWords(text),
  };
}
