import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented animal rescue: animals keep their species, weight and status
const RESCUE = { fields: ['animalId', 'animalName', 'species', 'weightKg', 'status', 'fostererId', 'fostererName'], collections: ['animals', 'fosterers'] };
const filters = (prompt: string) => analyze(prompt, RESCUE).analysis.filters;

describe('filters: where a classed noun stands as a value of the records (filters.hypernym-value)', () => {
  test('"any" determines the noun as "the" does', () => {
    expect(filters('heaviest weight of any ferret')).toEqual({ species: 'ferret' });
  });

  test('a relative clause left without its "that" ends the noun\'s phrase', () => {
    expect(filters('heaviest weight of any ferret we keep')).toEqual({ species: 'ferret' });
  });

  test('an unread participle may modify the noun, and "among" leads the records', () => {
    const explained = analyze('the commonest name among rescued ferrets', RESCUE, { explain: true });
    expect(explained.analysis.filters).toEqual({ species: 'ferret' });
    expect(explained.explanation?.filters.evidence.map((e) => e.rule)).toEqual(['filters.hypernym-value+past-modifier+mammal']);
  });

  test('an adjective opening the question may modify the noun', () => {
    expect(filters('playful ferrets')).toEqual({ species: 'ferret' });
  });

  test('a participle with no noun after it, or a noun after a verb\'s object, is no value', () => {
    expect(filters('the commonest name among rescued')).toEqual({});
    expect(filters('names of animals spotted ferrets')).toEqual({});
  });
});
