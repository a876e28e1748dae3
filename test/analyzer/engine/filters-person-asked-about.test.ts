import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented choir roster: singers keep their full name, the score they sing from and their section's hall
const ROSTER = {
  fields: ['singerId', 'fullName', 'scoreName', 'hallName', 'mobile', 'dateOfBirth', 'sectionId', 'sectionLabel', 'rehearsalRoom'],
  collections: ['singers', 'sections'],
};
// the same singers beside the halls they are assigned to
const HALLS = { fields: ['singerId', 'fullName', 'hallId', 'hall_name', 'capacity'], collections: ['singers', 'halls'] };

describe('filters: a person\'s name asked about goes to the name of the person\'s record', () => {
  test('a key\'s word after a field\'s name says the same field ("mobile number" beside `mobile`), and of several names beside the field asked the full name is the record\'s own', () => {
    const asked = ['What is the mobile number of Elin Sjoberg?', 'What is the date of birth of Elin Sjoberg?'].map((p) => analyze(p, ROSTER).analysis.filters);
    expect(asked).toEqual([{ fullName: 'Elin Sjoberg' }, { fullName: 'Elin Sjoberg' }]);
  });

  test('"which <thing> is <Name> <participle>": the thing asked for keeps none of the name', () => {
    const { analysis, explanation } = analyze('Which hall is Elin Sjoberg assigned to?', HALLS, { explain: true });
    expect({ filters: analysis.filters, rules: explanation?.filters.evidence.map((e) => e.rule) })
      .toEqual({ filters: { fullName: 'Elin Sjoberg' }, rules: ['filters.proper-value+other-record-name'] });
  });

  test('the records asked for are the named person\'s, not the thing asked (collection.named-person-asked-about)', () => {
    const { analysis, explanation } = analyze('Which hall is Elin Sjoberg assigned to?', HALLS, { explain: true });
    expect([analysis.collection[0], explanation?.collection.evidence.some((e) => e.rule === 'collection.named-person-asked-about')]).toEqual(['singers', true]);
  });
});
