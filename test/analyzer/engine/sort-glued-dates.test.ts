import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('"<verb>ed most recently" with the date glued to the verb in one field word', () => {
  test('"launched most recently" ranks by a `launchdate` field, newest first', () => {
    const fields = ['rocketId', 'title', 'launchdate', 'payloadMass'];
    const { analysis } = analyze('Which rocket was launched most recently?', { fields, collections: ['rockets'] });
    expect(analysis.sort).toEqual({ launchdate: -1 });
  });
});
