import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented ferry line: vessels keep a name (some are numbered), crew keep a first/last-name pair
const FERRY = {
  fields: ['vessel_id', 'vessel_name', 'draught', 'home_port', 'Crew', 'Crew.crew_id', 'Crew.first_name', 'Crew.last_name', 'Crew.rank_code', 'Crew.shift_status'],
  collections: ['vessels'],
};
const rules = (q: string) => analyze(q, FERRY, { explain: true }).explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: the name a naming word gives after an entity noun (filters.naming-word-value)', () => {
  test('a number or plain lower-case words after "named"/"called"/"titled" are the entity\'s name', () => {
    expect(analyze('what is the draught of the vessel named 712?', FERRY).analysis.filters).toEqual({ vessel_name: 712 });
    expect(analyze('home port of the vessel called north star', FERRY).analysis.filters).toEqual({ vessel_name: 'north star' });
    expect(rules('what is the draught of the vessel titled 88?')).toContain('filters.naming-word-value');
  });
  test('a person\'s name goes to the first/last-name pair of the person noun, a lone word to the first name', () => {
    expect(analyze('How many shifts has the crew member known as Orla worked?', FERRY).analysis.filters).toEqual({ 'Crew.first_name': 'Orla' });
    expect(analyze('the rank of the crew named "Orla"', FERRY).analysis.filters).toEqual({ 'Crew.first_name': 'Orla' });
    expect(analyze('which vessel has the crew named Orla Vance', FERRY).analysis.filters).toEqual({ 'Crew.first_name': 'Orla', 'Crew.last_name': 'Vance' });
    expect(rules('How many shifts has the crew member known as Orla worked?')).toContain('filters.naming-word-value+person-first-name');
  });
  test('lower-case words that do not end the phrase, or a field named after the name, are left to other readings', () => {
    expect(analyze('vessels named after rivers with a draught over 9', FERRY).analysis.filters).not.toHaveProperty('vessel_name');
    expect(analyze('crew named "Vance" in their last name', FERRY).analysis.filters).toEqual({ 'Crew.last_name': 'Vance' });
  });
});
