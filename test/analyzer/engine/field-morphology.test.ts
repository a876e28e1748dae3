import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { canonWord } from '../../../plugins/analyzer/engine/text.ts';

const FIELDS = [
  'mgr_name', 'Revenue_Millions', 'Height_cm', 'Grant_in_Thousands', 'Storage_in_GB', 'order_qty', 'fee_amt', 'mean_score',
  'student_number', 'Stay.Room', 'emp_addr', 'lat', 'lng', 'max_speed', 'Sales', 'Sales.amount_of_sale', 'num_of_seats',
];
const index = buildFieldIndex(FIELDS, []);
/** The field a phrase of the question names, as the fields stage looks it up. */
const named = (phrase: string) => index.phrases.get(phrase.split(' ').map(canonWord).join(''))?.[0]?.entry.name ?? null;

describe('field-name morphology', () => {
  test.each([
    ['manager name', 'mgr_name'],
    ['revenue', 'Revenue_Millions'],
    ['height', 'Height_cm'],
    ['grant', 'Grant_in_Thousands'],
    ['storage', 'Storage_in_GB'],
    ['order quantity', 'order_qty'],
    ['fee amount', 'fee_amt'],
    ['average score', 'mean_score'],
    ['employee address', 'emp_addr'],
    ['latitude', 'lat'],
    ['longitude', 'lng'],
    ['maximum speed', 'max_speed'],
  ])('%p names %p', (phrase, field) => {
    expect(named(phrase)).toBe(field);
  });

  test('"<x> of [the] <y>" names the field <y>_<x>', () => {
    expect(named('name of the manager')).toBe('mgr_name');
    expect(named('room of stay')).toBe('Stay.Room');
    expect(named('name of all managers')).toBe('mgr_name');
  });

  test('"<x>_of_<y>" is also named with a determiner before <y>', () => {
    expect(named('amount of all sales')).toBe('Sales.amount_of_sale');
    expect(named('amount of the sale')).toBe('Sales.amount_of_sale');
    expect(named('number of all students')).toBeNull();
  });

  test('"<x>_of_<y>" goes by "<y> <x>", unless <x> counts', () => {
    expect(named('sale amount')).toBe('Sales.amount_of_sale');
    expect(named('seat num')).toBeNull();
  });

  test('"number of <y>" is a count, not the field <y>_number', () => {
    expect(named('number of students')).toBeNull();
    expect(named('number of the student')).toBeNull();
  });

  test('words that only look like abbreviations keep their meaning', () => {
    expect(canonWord('no')).toBe('no');
    expect(canonWord('num')).toBe('num');
    expect(canonWord('desc')).toBe('desc');
  });

  test('singular and plural share one key where the plural adds "es" after -us, -z or -ch', () => {
    for (const [one, many] of [['warehouse', 'warehouses'], ['size', 'sizes'], ['cache', 'caches'], ['status', 'statuses'], ['match', 'matches'], ['country', 'countries']]) {
      expect({ one, key: canonWord(one!) }).toEqual({ one, key: canonWord(many!) });
    }
  });
});
