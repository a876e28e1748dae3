import { describe, expect, test } from 'bun:test';
import { WRITTEN_CODE, writtenAsCode } from '../../../plugins/analyzer/engine/stages/filters/shared.ts';

describe('writtenAsCode: the written-code test with its cheap opening check', () => {
  // the opening check (a capital or a digit first) may only skip words the pattern would refuse
  test('agrees with WRITTEN_CODE on codes, plain words, digits first and capitals past ASCII', () => {
    const words = ['HOLD', 'TIER-2B', 'PARTS_WAIT', '2B-TIER', '7X', 'Hold', 'hold', 'hOLD', 'ÉTÉ-2', 'ÖL', 'éTÉ', '', '-AB', '_AB', 'A', '42'];
    for (const word of words) expect(writtenAsCode(word)).toBe(WRITTEN_CODE.test(word));
  });
});
