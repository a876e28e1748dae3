import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

/** Keepers, and the shifts that name their relief keeper. */
const KEEPERS = { fields: ['_id', 'name', 'age', 'shifts', 'shifts.relief_keeper', 'shifts.start_day'], collections: ['keepers', 'shifts'] };
/** Harbors embed the ferries that call there. */
const HARBORS = { fields: ['_id', 'harbor_name', 'ferries', 'ferries.ferry_id', 'ferries.ferry_name'], collections: ['harbors', 'ferries'] };

describe('names ordered where the question names the thing, not its name field', () => {
  test('"the names of keepers in ascending order" orders the names, not the shifts\' keeper field', () => {
    expect(analyze('give me the names of keepers, in ascending order please', KEEPERS).analysis.sort).toEqual({ name: 1 });
  });

  test('"ferries sorted by name" is the ferries\' name, not another thing\'s', () => {
    expect(analyze('show me the ferries sorted by name', HARBORS).analysis.sort).toEqual({ 'ferries.ferry_name': 1 });
  });
});
