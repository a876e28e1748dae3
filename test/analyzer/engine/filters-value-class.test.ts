import { describe, expect, test } from 'bun:test';
import { analyze, filterRules } from './fixtures.ts';

// an invented plant-hire yard: machines keep their maker, remittances the way they were paid
const YARD = {
  fields: ['machine_no', 'Manufacturer', 'engine_hours', 'remit_no', 'remit_mthd', 'remit_amt', 'remit_dt'],
  collections: ['machines', 'remittances'],
};
// an invented swimming club: members keep a tier, enquiries the channel they came through
const CLUB = { fields: ['member_no', 'tier', 'points', 'enquiry_id', 'channel', 'opened_on'], collections: ['members', 'enquiries'] };
// the same records with no field of any of those classes
const PLAIN = { fields: ['machine_no', 'engine_hours', 'remit_no', 'remit_amt'], collections: ['machines', 'remittances'] };

const explained = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

describe('filters: a value its kind alone sends to the field of its class (filters.value-class)', () => {
  test('a maker\'s name, capitalised, in the singular or the plural, is the make a manufacturer field keeps', () => {
    expect(analyze('list the Kubota machines with over 900 engine hours', YARD).analysis.filters).toMatchObject({ Manufacturer: 'Kubota' });
    const r = explained('which Bobcats have more than 2000 engine hours', YARD);
    expect(r.analysis.filters).toMatchObject({ Manufacturer: 'Bobcat' });
    expect(filterRules(r)).toContain('filters.value-class');
  });

  test('which way a thing goes goes to the direction field', () => {
    // an invented archive lending and borrowing maps
    const MAPS = { fields: ['transfer_id', 'direction', 'archive_name', 'sent_on'], collections: ['transfers'] };
    expect(analyze('how many inbound transfers were sent in May', MAPS).analysis.filters).toEqual({ direction: 'inbound' });
  });

  test('a way of paying said as one goes to a payment\'s method field, however short its name writes it', () => {
    expect(analyze('remittances settled in cash', YARD).analysis.filters).toEqual({ remit_mthd: 'cash' });
    expect(analyze('how many money orders are among the remittances', YARD).analysis.filters).toEqual({ remit_mthd: 'money order' });
  });

  test('a channel and a tier said as such go to the channel and the tier field', () => {
    expect(analyze('enquiries that came in by live chat', CLUB).analysis.filters).toEqual({ channel: 'live chat' });
    expect(analyze('enquiries received via web', CLUB).analysis.filters).toEqual({ channel: 'web' });
    expect(analyze('how many web enquiries are there', CLUB).analysis.filters).toEqual({ channel: 'web' });
    // a channel no ordinary word spells otherwise needs no word beside it
    expect(analyze('enquiries that arrived online last week', CLUB).analysis.filters).toEqual({ channel: 'online' });
    expect(analyze('Titanium members with more than 500 points', CLUB).analysis.filters).toEqual({ tier: 'Titanium', points: { $gt: 500 } });
    expect(analyze('how many bronze members are there', CLUB).analysis.filters).toEqual({ tier: 'bronze' });
  });

  test('a funding body, written as its letters, goes to the field naming who funds', () => {
    const studies = { fields: ['study_ref', 'funder', 'budget_eur', 'lead_author'], collections: ['studies'] };
    expect(analyze('ERC studies with a budget over 50000 eur', studies).analysis.filters).toMatchObject({ funder: 'ERC' });
    expect(analyze('ERC machines', PLAIN).analysis.filters).toEqual({});
  });

  test('no field of the class, or a maker\'s name in lower case, reads no value', () => {
    expect(analyze('remittances settled in cash', PLAIN).analysis.filters).toEqual({});
    expect(analyze('which Bobcats have more than 2000 engine hours', PLAIN).analysis.filters).not.toHaveProperty('Manufacturer');
    expect(analyze('machines that crawl like a caterpillar', YARD).analysis.filters).toEqual({});
  });
});

describe('filters.value-class: an ordinary word of a class is no value unless said as one', () => {
  test('a verb, a pay grade and a medal are no payment method or tier', () => {
    const ledger = { fields: ['payment_id', 'method', 'amount', 'paid_on'], collections: ['payments'] };
    expect(filterRules(explained('check the payments made last week', ledger))).not.toContain('filters.value-class');
    expect(filterRules(explained('Check the payments made last week', ledger))).not.toContain('filters.value-class');
    const staff = { fields: ['emp_id', 'name', 'tier', 'salary'], collections: ['employees'] };
    expect(analyze('employees on basic salary', staff).analysis.filters).not.toHaveProperty('tier');
    const squad = { fields: ['athlete_id', 'name', 'tier', 'medals'], collections: ['athletes'] };
    expect(analyze('gold medals won by athletes', squad).analysis.filters).not.toHaveProperty('tier');
  });

  test('a method field of no payment keeps no way of paying', () => {
    const parcels = { fields: ['parcel_id', 'shipping_method', 'weight_kg'], collections: ['parcels'] };
    expect(filterRules(explained('parcels paid by cheque', parcels))).not.toContain('filters.value-class');
  });
});

describe('filters.value-class: a question naming the class\'s field says its ordinary words as values', () => {
  test('"pay methods other than cheque"', () => {
    const guests = { fields: ['guest_id', 'pay_method', 'full_name'], collections: ['guests'] };
    expect(analyze('guests with pay methods other than cheque', guests).analysis.filters).toEqual({ pay_method: { $ne: 'cheque' } });
  });
});
