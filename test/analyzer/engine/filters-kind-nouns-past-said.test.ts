import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** The filters read and the rules that read them. */
function read(prompt: string, schema: { fields: string[]; collections: string[] }): { filters: unknown; rules: string[] } {
  const explained = analyze(prompt, schema, { explain: true });
  return { filters: explained.analysis.filters, rules: explained.explanation?.filters.evidence.map((e) => e.rule) ?? [] };
}

// an invented ferry line: crossings, each of one kind kept in the collection's one class field, and ships
const FERRIES = {
  fields: ['crossing_id', 'route_class', 'status', 'sail_date', 'fare_total', 'ship_id', 'ship_name', 'tonnage'],
  collections: ['crossings', 'ships'],
};
// bookings whose kind field is named after their noun
const BOOKINGS = { fields: ['bkg_id', 'bkg_type', 'booked_on', 'amount', 'guest_name'], collections: ['bookings'] };

describe('filters: a kind before the records\' noun read past a state already said (filters.kind-modifier+past-state)', () => {
  test('"the cancelled overnight crossings": the state stands between "the" and the kind', () => {
    const { filters, rules } = read('show the cancelled overnight crossings', FERRIES);
    expect(filters).toEqual({ status: 'cancelled', route_class: 'overnight' });
    expect(rules).toContain('filters.kind-modifier+records-class+own-noun-led+past-state');
  });

  test('"the" alone leads a kind of the records\' one class field, and a noun with an adjective\'s ending is a kind too', () => {
    expect(analyze('count the overnight crossings', FERRIES).analysis.filters).toEqual({ route_class: 'overnight' });
    // "executive": the dictionary knows it as a noun
    expect(analyze('count the executive bookings', BOOKINGS).analysis.filters).toEqual({ bkg_type: 'executive' });
  });

  test('negative: a word only describing the records ("available") is no kind', () => {
    expect(analyze('count the available bookings', BOOKINGS).analysis.filters).toEqual({});
  });
});

// an invented animal shelter: animals with their species and sex
const SHELTER = {
  fields: ['animal_id', 'name', 'species', 'sex', 'intake_date', 'birth_date', 'kennel_no'],
  collections: ['animals', 'kennels'],
};

describe('filters: a classed noun where the records stand, read past words already said of them (filters.hypernym-value+past-said)', () => {
  test('"the male hamsters": the sex already read stands between the article and the noun', () => {
    const { filters, rules } = read('list the names of the male hamsters', SHELTER);
    expect(filters).toEqual({ sex: 'male', species: 'hamster' });
    expect(rules).toContain('filters.hypernym-value+past-said+rodent');
    // "the 2 oldest parrots": a count and a superlative stand between
    expect(analyze('give the names of the 2 oldest parrots', SHELTER).analysis.filters).toEqual({ species: 'parrot' });
  });

  test('negative: a noun after a word no stage read stays prose', () => {
    expect(analyze('list the names of the kennel hamsters moved', SHELTER).analysis.filters.species).toBeUndefined();
  });
});

// an invented garden-centre café: menu dishes in one bare `type` field, and suppliers
const CAFE = {
  fields: ['dish_id', 'dish_name', 'type', 'price', 'supplier_id', 'supplier_name', 'city'],
  collections: ['dishes', 'suppliers'],
};

describe('filters: a plural noun of goods where the records stand is a value of the one bare kind field (filters.hypernym-bare-kind)', () => {
  test('"weights and prices of the salads listed"', () => {
    expect(read('weights and prices of the salads listed', CAFE)).toEqual({ filters: { type: 'salad' }, rules: ['filters.hypernym-bare-kind+type'] });
  });

  test('negative: a noun under no class of goods (people, units) names no kind', () => {
    expect(analyze('list the visitors by arrival', CAFE).analysis.filters).toEqual({});
    expect(analyze('how many kilobytes are there?', CAFE).analysis.filters).toEqual({});
  });

  test('negative: two bare kind fields leave the noun unread', () => {
    const TWO = { fields: ['dish_id', 'dish_name', 'type', 'price', 'supplier_id', 'class'], collections: ['dishes', 'suppliers'] };
    expect(analyze('weights and prices of the salads listed', TWO).analysis.filters).toEqual({});
  });
});
