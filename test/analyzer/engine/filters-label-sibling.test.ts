import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis.filters;

describe('filters: a word-like value goes to the name kept beside a code field', () => {
  const HARBOUR = {
    fields: ['Berth_Code', 'Berth_Name', 'Berth_Description', 'Vessel_Type_Code', 'vessels', 'vessels.vessel_id', 'vessels.Tonnage'],
    collections: ['Berths'],
  };

  test('a name asked about by its code: the name field holds the value', () => {
    expect(filters('what is the berth code for "North Quay"?', HARBOUR)).toEqual({ Berth_Name: 'North Quay' });
  });

  test('"the code for X" asks for the code: the code word right before "for" does not bind the value to it', () => {
    const PORTS = { fields: ['Port_Code', 'Port_Name', 'Region_Code', 'Region_Name'], collections: ['Ports'] };
    expect(filters('give the region code for Peru', PORTS)).toEqual({ Region_Name: 'Peru' });
  });

  test('a list of names moves together', () => {
    expect(filters('berth codes of the berths "North Quay" or "Old Pier"', HARBOUR)).toEqual({ Berth_Name: { $in: ['North Quay', 'Old Pier'] } });
  });

  test('a value written like a code stays on the code field', () => {
    expect(filters('what is the berth name for "NQ"?', HARBOUR)).toEqual({ Berth_Name: 'NQ' });
    expect(filters('berths with berth code "NQ-2"', HARBOUR)).toEqual({ Berth_Code: 'NQ-2' });
  });

  test('a value the question binds to the code itself stays', () => {
    expect(filters('the description of the berth with the code "Quay"', HARBOUR)).toEqual({ Berth_Code: 'Quay' });
  });

  test('a code field without a name beside it keeps the value', () => {
    expect(filters('berths whose vessel type code equals exactly "Tanker"', HARBOUR)).toEqual({ Vessel_Type_Code: 'Tanker' });
  });
});

describe('filters: a word-like value goes to the description kept beside a code field that has no name', () => {
  const KENNEL = {
    fields: ['dog_id', 'dog_name', 'coat_colour_code', 'coat_colour_description', 'breed_code', 'breed_name', 'breed_description'],
    collections: ['Dogs'],
  };

  test('the code field gives way to its description', () => {
    expect(filters('list the names of dogs with coat colour "tan"', KENNEL)).toEqual({ coat_colour_description: 'tan' });
  });

  test('a name beside the code is preferred to the description', () => {
    expect(filters('dogs whose breed is "spaniel"', KENNEL)).toEqual({ breed_name: 'spaniel' });
  });

  test('a description the question asks for is not where the value is', () => {
    expect(filters('what is the coat colour description of coat colour "tan"?', KENNEL)).toEqual({ coat_colour_code: 'tan' });
  });
});

describe('filters: a code keying a lookup table the question does not name keeps the value', () => {
  const KENNEL = {
    fields: ['dog_id', 'dog_name', 'coat_colour_code', 'coat_colour_description', 'date_born'],
    collections: ['Dogs', 'Ref_Coat_Colour'],
  };

  test('the description lives in the lookup table; the records asked about hold the code (+code-of-unnamed-lookup)', () => {
    const result = analyze('list the names of dogs with coat colour "tan"', KENNEL, { explain: true });
    expect(result.analysis.filters).toEqual({ coat_colour_code: 'tan' });
    expect(result.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.quoted+code-of-unnamed-lookup']);
  });

  test('a value said to describe the thing is the description', () => {
    expect(filters('dogs whose coat colour is described as "tan"', KENNEL)).toEqual({ coat_colour_description: 'tan' });
  });

  test('a question naming the lookup table reads its description', () => {
    expect(filters('which ref coat colour has coat colour "tan"', KENNEL)).toEqual({ coat_colour_description: 'tan' });
  });
});
