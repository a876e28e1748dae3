import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: "the most recently <adjective> X" dates by the timestamp named after the adjective (sort.verb-dated-most-recently)', () => {
  // an invented board-game site: players who keep when they were last online, and a yes/no for being online now
  const SITE = { fields: ['playerId', 'handle', 'country', 'createdAt', 'lastOnlineAt', 'online', 'matchId', 'playedAt'], collections: ['players', 'matches'] };

  test('"the 10 most recently online players" ranks by `lastOnlineAt`, not by when they signed up', () => {
    const { analysis, explanation } = analyze('the 10 most recently online players', SITE, { explain: true });
    expect(analysis.sort).toEqual({ lastOnlineAt: -1 });
    expect(analysis.limit).toBe(10);
    expect(explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.verb-dated-most-recently']);
  });

  test('with no timestamp named after the adjective, the yes/no field of that name dates nothing', () => {
    const NO_STAMP = { ...SITE, fields: SITE.fields.filter((f) => f !== 'lastOnlineAt') };
    expect(analyze('the 10 most recently online players', NO_STAMP).analysis.sort).toEqual({ createdAt: -1 });
  });

  test('a timestamp whose word only begins with the adjective is not named after it', () => {
    const CLUB = { fields: ['memberId', 'name', 'freezeStartAt', 'joinedAt', 'lastFreeAt'], collections: ['members'] };
    expect(analyze('the most recently free members', CLUB).analysis.sort).toEqual({ lastFreeAt: -1 });
  });
});
