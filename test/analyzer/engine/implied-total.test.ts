import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a kennel chain: kennels, and stays that point at a kennel and keep what the owner paid
const KENNELS = {
  fields: ['_id', 'kennel_id', 'kennel_name', 'town', 'opened_on', 'run_count', 'stay_id', 'dog_name', 'checked_in', 'nights_booked', 'boarding_fee', 'groomer_rating'],
  collections: ['kennels', 'stays'],
};

// a seed bank: growers keep a seed family; each vault embeds its deposits, each keeping a seed family and its packets
const VAULTS = {
  fields: ['_id', 'grower_id', 'grower_name', 'seed_family', 'vault_id', 'site', 'deposits.deposit_id', 'deposits.seed_family', 'deposits.packets_deposited', 'deposits.deposited_on'],
  collections: ['growers', 'vaults'],
};

const run = (prompt: string, schema: typeof KENNELS) => analyze(prompt, schema, { explain: true });

describe('things ranked by an amount other records keep total it per thing', () => {
  test('"top N things by an amount" sums the amount per linked thing', () => {
    const { analysis, explanation } = run('top 4 kennels by revenue', KENNELS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('boarding_fee');
    expect(analysis.groupBy).toEqual(['kennel_id']);
    expect(analysis.limit).toBe(4);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.implied-total');
  });

  test('"which thing had the highest amount" sums it per thing, the top one', () => {
    const { analysis } = run('which kennel had the highest nights booked last year', KENNELS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('nights_booked');
    expect(analysis.groupBy).toEqual(['kennel_id']);
    expect(analysis.limit).toBe(1);
  });

  test('a value field ranked by an amount of embedded records is read beside the amount', () => {
    const { analysis } = run('which seed family has the most packets deposited', VAULTS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.groupBy).toEqual(['deposits.seed_family']);
  });

  test('an amount the ranked things keep themselves ranks the records', () => {
    const { analysis } = run('top 4 kennels by run count', KENNELS);
    expect(analysis.operation).toBeNull();
    expect(analysis.groupBy).toEqual([]);
  });

  test('a measure that is no amount people add up ranks the records', () => {
    const { analysis } = run('top 4 kennels by groomer rating', KENNELS);
    expect(analysis.operation).not.toBe('$sum');
  });
});

describe('a capacity', () => {
  test('ranks the things holding it, even when the ranked noun names another collection too', () => {
    const schema = { fields: ['hut_id', 'hut_name', 'hiker_capacity', 'hiker_id', 'hiker_name', 'age'], collections: ['huts', 'hikers'] };
    expect(analyze('the hut with the highest hiker capacity', schema).analysis.operation).toBeNull();
  });
});

describe('a total noun after the records that keep it', () => {
  // painters and the commissions they were paid for, each commission keeping its fee
  const STUDIO = {
    fields: ['_id', 'painter_id', 'painter_name', 'born_in', 'commission_id', 'patron_name', 'fee_amount', 'hours_spent', 'signed_on'],
    collections: ['commissions', 'painters'],
  };

  test('totals their one money field per ranked thing, ranked by the total', () => {
    const { analysis } = run('top 3 painters by commission earnings', STUDIO);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('fee_amount');
    expect(analysis.groupBy).toEqual(['painter_id']);
    expect(analysis.sort).toEqual({ fee_amount: -1 });
  });

  test('"the most" of a money amount is no total', () => {
    expect(run('the painter with the most commission fees', STUDIO).analysis.operation).not.toBe('$sum');
  });
});
