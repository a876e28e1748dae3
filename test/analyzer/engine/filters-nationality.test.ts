import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW, explain: true });

describe('filters: a country or demonym goes to a nationality field', () => {
  // mountaineers keep where they are from as a citizenship, and no country field
  const CLIMBERS = { fields: ['climber_name', 'citizenship', 'summits', 'Expeditions', 'Expeditions.peak', 'Expeditions.season'], collections: ['Climbers'] };

  test('a country named with "from" fills the citizenship field', () => {
    const result = run('list the climbers from Norway', CLIMBERS);
    expect(result.analysis.filters).toEqual({ citizenship: 'Norway' });
    expect(JSON.stringify(result.explanation)).toContain('filters.lexicon');
  });

  test('a demonym is kept as written there', () => {
    expect(run('how many Swiss climbers reached more than 3 summits?', CLIMBERS).analysis.filters).toEqual({ summits: { $gt: 3 }, citizenship: 'Swiss' });
  });

  test('beside a country field, a demonym still describes the person: their nationality', () => {
    const cyclists = { fields: ['rider_name', 'citizenship', 'country', 'wins'], collections: ['Riders', 'Races'] };
    expect(run('list the Dutch riders', cyclists).analysis.filters).toEqual({ citizenship: 'Dutch' });
  });

  test('demonyms of more countries are known: "Filipino", "Kenyan"', () => {
    const result = run('list the Filipino climbers', CLIMBERS);
    expect(result.analysis.filters).toEqual({ citizenship: 'Filipino' });
    expect(JSON.stringify(result.explanation)).toContain('filters.lexicon');
    expect(run('how many Kenyan climbers are there?', CLIMBERS).analysis.filters).toEqual({ citizenship: 'Kenyan' });
  });

  test('every listed country has its demonym: "Estonian", "Slovenian", "Panamanian"', () => {
    for (const word of ['Estonian', 'Slovenian', 'Panamanian']) expect(run(`list the ${word} climbers`, CLIMBERS).analysis.filters).toEqual({ citizenship: word });
  });

test('when the nationality field is another record\'s, a demonym said of records keeping a country goes to that country', () => {
    // a ferry line: sailings list their crew with a nationality; travellers keep the country they come from
    const ferry = {
      fields: ['sailing_id', 'route', 'Crew', 'Crew.name', 'Crew.nationality', 'traveller_id', 'full_name', 'country'],
      collections: ['Sailings', 'Travellers'],
    };
    const result = run('how many Chilean travellers are there?', ferry);
    expect(result.analysis.filters).toEqual({ country: 'chile' });
    expect(JSON.stringify(result.explanation)).toContain('filters.lexicon');
    expect(run('sailings with Chilean crew', ferry).analysis.filters).toEqual({ 'Crew.nationality': 'Chilean' });
  });
});

describe('filters: a known place fills a field named for where something is, when no place field says more', () => {
  const SKATERS = { fields: ['skater_name', 'hometown', 'rank', 'Medals', 'Medals.event', 'Medals.year'], collections: ['Skaters'] };
  const POETS = { fields: ['poet_name', 'birthplace', 'Poems', 'Poems.title', 'Poems.year'], collections: ['Poets'] };

  test('a city to a hometown, a country to a birthplace', () => {
    expect(run('how many skaters come from Toronto?', SKATERS).analysis.filters).toEqual({ hometown: 'Toronto' });
    expect(run('which poets were born in Ireland?', POETS).analysis.filters).toEqual({ birthplace: 'Ireland' });
  });

  test('a demonym there is read as its country', () => {
    expect(run('list the Canadian skaters', SKATERS).analysis.filters).toEqual({ hometown: 'canada' });
  });
});
