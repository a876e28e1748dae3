import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented meditation app: sessions keep the device they ran on
const APP = { fields: ['sessionId', 'userId', 'device.platform', 'device.model', 'durationSec', 'startedAt', 'displayName'], collections: ['sessions', 'users'] };

describe('filters: an operating system named is a value of the platform field (filters.value-class)', () => {
  test('"sessions on Android" → `device.platform`', () => {
    const explained = analyze('average duration of sessions on Android', APP, { explain: true });
    expect(explained.analysis.filters).toEqual({ 'device.platform': 'Android' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.value-class']);
  });

  test('a schema keeping no platform takes no value', () => {
    const PLAIN = { fields: ['sessionId', 'userId', 'durationSec', 'startedAt', 'displayName'], collections: ['sessions', 'users'] };
    expect(analyze('average duration of sessions on Android', PLAIN).analysis.filters).toEqual({});
  });

  test('a platform that keeps a number (a numbered quay) takes no operating system', () => {
    // an invented ferry terminal: sailings leave from a numbered platform
    const TERMINAL = { fields: ['sailingId', 'platform_number', 'departsAt', 'vesselName'], collections: ['sailings'] };
    expect(analyze('sailings booked with android tablets', TERMINAL).analysis.filters).toEqual({});
  });
});
