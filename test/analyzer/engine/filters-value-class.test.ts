import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented plant-hire yard: machines keep their maker, remittances the way they were paid
const YARD = {
  fields: ['machine_no', 'Manufacturer', 'engine_hours', 'remit_no', 'remit_mthd', 'remit_amt', 'remit_dt'],
  collections: ['machines', 'remittances'],
};
// an invented swimming club: members keep a tier, enquiries the channel they came through
const CLUB = { fields: ['member_no', 'tier', 'points', 'enquiry_id', 'channel', 'opened_on'], collections: ['members', 'enquiries'] };
// the same records with no field of any of those classes
const PLAIN = { fields: ['machine_no', 'engine_hours', 'remit_no', 'remit_amt'], collections: ['machines', 'remittances'] };

const rules = (prompt: string, schema: typeof YARD): string[] =>
  analyze(prompt, schema, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: a value its kind alone sends to the field of its class (filters.value-class)', () => {
  test('a maker\'s name, capitalised, in the singular or the plural, is the make a manufacturer field keeps', () => {
    expect(analyze('list the Kubota machines with over 900 engine hours', YARD).analysis.filters).toMatchObject({ Manufacturer: 'Kubota' });
    expect(analyze('how many Komatsus do we hire out?', YARD).analysis.filters).toEqual({ Manufacturer: 'Komatsu' });
    expect(rules('how many Komatsus do we hire out?', YARD)).toContain('filters.value-class');
  });

  test('a way of paying goes to a field named for the method, however short its name writes it', () => {
    expect(analyze('remittances paid by cheque', YARD).analysis.filters).toEqual({ remit_mthd: 'cheque' });
    expect(analyze('show the wire transfers', YARD).analysis.filters).toEqual({ remit_mthd: 'wire transfer' });
  });

  test('a channel and a tier go to the channel and the tier field', () => {
    expect(analyze('enquiries that came in by live chat', CLUB).analysis.filters).toEqual({ channel: 'live chat' });
    expect(analyze('Titanium members with more than 500 points', CLUB).analysis.filters).toEqual({ tier: 'Titanium', points: { $gt: 500 } });
  });

  test('a funding body, written as its letters, goes to the field naming who funds', () => {
    const grants = { fields: ['grant_id', 'funder', 'amount_usd', 'pi_name'], collections: ['grants'] };
    expect(analyze('grants awarded by the NIH', grants).analysis.filters).toEqual({ funder: 'NIH' });
    expect(analyze('grants awarded by the NIH', PLAIN).analysis.filters).toEqual({});
  });

  test('no field of the class, or a maker\'s name in lower case, reads no value', () => {
    expect(analyze('remittances paid by cheque', PLAIN).analysis.filters).toEqual({});
    expect(analyze('how many Komatsus do we hire out?', PLAIN).analysis.filters).toEqual({});
    expect(analyze('machines that crawl like a caterpillar', YARD).analysis.filters).toEqual({});
  });
});
