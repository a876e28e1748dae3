import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented board-game club: members keep a key and the screen name they play under; games keep their own key
const CLUB = { fields: ['gameId', 'title', 'memberId', 'screenName', 'joinedOn', 'rating'], collections: ['games', 'members'] };

const readBy = (prompt: string, schema: typeof CLUB): string[] => analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: a handle said right after a noun of records', () => {
  test.each(['show member rowan_k77', 'games of member tilly.b9'])('%p: the handle someone goes by, kept in the one handle field', (prompt) => {
    const [, handle] = prompt.split('member ');
    expect(analyze(prompt, CLUB).analysis.filters).toMatchObject({ screenName: handle });
    expect(readBy(prompt, CLUB)).toContain('filters.handle-after-records-noun');
  });

  test('a code in capitals or a number stays a key; with no handle field the reading is left alone', () => {
    expect(analyze('show member RK-77', CLUB).analysis.filters).not.toHaveProperty('screenName');
    expect(analyze('show member 4471', CLUB).analysis.filters).not.toHaveProperty('screenName');
    const noHandle = { ...CLUB, fields: CLUB.fields.filter((f) => f !== 'screenName') };
    expect(readBy('show member rowan_k77', noHandle)).not.toContain('filters.handle-after-records-noun');
  });

  test('after a plural noun of records the word says what they are about, no one handle', () => {
    expect(readBy('show games covid19 related', CLUB)).not.toContain('filters.handle-after-records-noun');
  });

  test('records that do not keep the handle, or whose own noun the word writes shorter, name their key, no handle', () => {
    const shop = { fields: ['orderId', 'total', 'bookingId', 'nights', 'customerId', 'username'], collections: ['orders', 'bookings', 'customers'] };
    expect(readBy('show order ord20455', shop)).not.toContain('filters.handle-after-records-noun');
    expect(readBy('show booking bkg2041', shop)).not.toContain('filters.handle-after-records-noun');
    expect(readBy('show customer rowan_k77', shop)).toContain('filters.handle-after-records-noun');
    expect(readBy('show game rowan_k77', CLUB)).not.toContain('filters.handle-after-records-noun');
  });
});
