import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a pet-grooming chain: salons, groomers based at one, appointments they keep, refunds paid back
const GROOMING = {
  fields: ['_id', 'salon_id', 'salon_name', 'city', 'groomer_id', 'first_name', 'base_salon_id', 'hired_on', 'appointment_id', 'pet_name', 'service_type', 'booked_at', 'total_charge', 'tip_amount', 'refund_id', 'amount', 'refunded_at'],
  collections: ['salons', 'groomers', 'appointments', 'refunds'],
};

// a freight carrier: depots, drivers working from a home depot, deliveries they drive
const FREIGHT = {
  fields: ['_id', 'depot_id', 'depot_name', 'region', 'driver_id', 'full_name', 'home_depot_id', 'licence_class', 'delivery_id', 'parcel_kind', 'delivered_at', 'freight_charge', 'fuel_surcharge', 'grand_total'],
  collections: ['depots', 'drivers', 'deliveries'],
};

const rules = (explanation: { [member: string]: { evidence: ReadonlyArray<{ rule: string }> } } | undefined, member: string): string[] =>
  explanation![member]!.evidence.map((e) => e.rule);

describe('the plural "totals" after records that keep money adds their amount up', () => {
  test('the one whole amount of the records named', () => {
    const { analysis, explanation } = analyze('weekly appointment totals', GROOMING, { explain: true });
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('total_charge');
    expect(analysis.groupBy).toEqual(['week']);
    expect(rules(explanation, 'metric')).toContain('metric.amount-totals');
  });

  test('in a second trade, of several money fields the grand one', () => {
    const { analysis } = analyze('monthly delivery totals', FREIGHT);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('grand_total');
  });

  test('records keeping no money are still counted', () => {
    const { analysis } = analyze('monthly groomer totals', GROOMING);
    expect(analysis.operation).toBe('$count');
    expect(analysis.metric).toBeNull();
  });
});

describe('a total or an average of the records\' worth takes the money field they keep', () => {
  test('"value" of the records named after "of"', () => {
    const { analysis, explanation } = analyze('total value of appointments', GROOMING, { explain: true });
    expect(analysis.metric).toBe('total_charge');
    expect(rules(explanation, 'metric')).toContain('metric.records-amount');
  });

  test('"value" of the records named before it', () => {
    expect(analyze('average refund value', GROOMING).analysis.metric).toBe('amount');
  });

  test('"amount" said of records whose money field is named otherwise, grouped', () => {
    const { analysis } = analyze('average delivery amount per region', FREIGHT);
    expect(analysis.metric).toBe('grand_total');
    expect(analysis.groupBy).toEqual(['region']);
  });

  test('records keeping no money leave the field found as it is', () => {
    expect(analyze('mean salon amount', GROOMING).analysis.metric).toBe('amount');
  });
});

describe('a noun of a total by nature opening a grouped question', () => {
  test('adds up the grouped records\' own money field, not another collection\'s', () => {
    const { analysis } = analyze('revenue by service type', GROOMING);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('total_charge');
  });
});

describe('records limited and ranked by a count of other records', () => {
  test('count those records per ranked record', () => {
    const { analysis, explanation } = analyze('top 4 groomers by number of appointments', GROOMING, { explain: true });
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['groomer_id']);
    expect(analysis.limit).toBe(4);
    expect(rules(explanation, 'groupBy').some((r) => r.startsWith('groupBy.top-by-count'))).toBe(true);
  });

  test('in a second trade, "count of"', () => {
    const { analysis } = analyze('top 2 drivers by count of deliveries', FREIGHT);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['driver_id']);
  });

  test('a field the ranked records keep ranks them as they are', () => {
    const { analysis } = analyze('top 3 drivers by licence class', FREIGHT);
    expect(analysis.operation).toBeNull();
    expect(analysis.groupBy).toEqual([]);
  });
});

describe('records counted per another collection link to it under a role word', () => {
  test('their one link ending in the key\'s words', () => {
    const { analysis, explanation } = analyze('groomers per salon', GROOMING, { explain: true });
    expect(analysis.groupBy).toEqual(['base_salon_id']);
    expect(rules(explanation, 'groupBy').some((r) => r.endsWith('+role-link'))).toBe(true);
  });

  test('in a second trade', () => {
    expect(analyze('drivers per depot', FREIGHT).analysis.groupBy).toEqual(['home_depot_id']);
  });

  test('a grouping by a plain attribute is left', () => {
    expect(analyze('drivers per region', FREIGHT).analysis.groupBy).toEqual(['region']);
  });
});

describe('a periodic adverb before records none of which keep a field carrying it groups by the period', () => {
  const WITH_RATE = { ...GROOMING, fields: [...GROOMING.fields.slice(0, 7), 'weekly_rate', ...GROOMING.fields.slice(7)] };

  test('another collection\'s rate field does not take the adverb', () => {
    const { analysis } = analyze('weekly appointment totals', WITH_RATE);
    expect(analysis.groupBy).toEqual(['week']);
    expect(analysis.metric).toBe('total_charge');
  });

  test('the records keeping the rate read it as the rate', () => {
    const { analysis } = analyze('average weekly groomer rate', WITH_RATE);
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.metric).toBe('weekly_rate');
  });
});

describe('the number sign standing for "number of"', () => {
  test('"# of" counts the records', () => {
    const { analysis } = analyze('# of groomers in Leeds', GROOMING);
    expect(analysis.operation).toBe('$count');
    expect(analysis.collection[0]).toBe('groomers');
  });

  test('a bare "#" before a noun, in a second trade', () => {
    const { analysis } = analyze('# deliveries per parcel kind', FREIGHT);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['parcel_kind']);
  });

  test('a "#" glued to a number is an id, no count', () => {
    const { analysis } = analyze('appointment #4471', GROOMING);
    expect(analysis.operation).toBeNull();
  });
});

describe('an amount said with the participle of the verb making some records is those records\' amount', () => {
  // a print studio billing its clients, paid in instalments
  const STUDIO = { fields: ['_id', 'client_id', 'studio_name', 'city', 'invoice_id', 'issued_on', 'net_amount', 'vat_rate', 'payment_id', 'amount', 'paid_on'], collections: ['clients', 'invoices', 'payments'] };
  // a water utility billing households
  const UTILITY = { fields: ['_id', 'household_id', 'street', 'bill_id', 'billed_on', 'due_amount', 'payment_id', 'amount', 'paid_on'], collections: ['households', 'bills', 'payments'] };

  test('ranked by it, the sort follows the field', () => {
    const { analysis, explanation } = analyze('top 3 clients by total invoiced amount', STUDIO, { explain: true });
    expect(analysis.metric).toBe('net_amount');
    expect(analysis.sort).toEqual({ net_amount: -1 });
    expect(rules(explanation, 'metric')).toContain('metric.records-amount');
  });

  test('in a second trade, the records named by their own noun', () => {
    expect(analyze('average bill amount', UTILITY).analysis.metric).toBe('due_amount');
  });

  test('the participle of no records leaves the amount found', () => {
    expect(analyze('top 3 clients by total paid amount', STUDIO).analysis.metric).toBe('amount');
  });
});

describe('a money field named by a currency no unit word knows still names the records\' worth (endsInCurrency)', () => {
  // an invented riding school keeping its fees in Canadian dollars, and one keeping a share instead
  const lessons = (fee: string) => ({ fields: ['lesson_id', 'student_name', fee, 'length_min', 'taught_on'], collections: ['lessons'] });
  test.each([['total value of lessons', '$sum'], ['average amount of lessons', '$avg']])('%p', (prompt, operation) => {
    const { analysis } = analyze(prompt, lessons('fee_cad'));
    expect([analysis.operation, analysis.metric]).toEqual([operation, 'fee_cad']);
  });
  test('a share ends in no currency', () => {
    expect(analyze('total value of lessons', lessons('fee_pct')).analysis.metric).toBeNull();
  });
});
