import { describe, expect, test } from 'bun:test';
import { expectFilters, filterEvidence, runOnSchema } from './fixtures.ts';

// an invented walking-tour office: guides keep both a nationality and the language they guide in
const GUIDES: readonly [string[], string[]] = [['guideId', 'fullName', 'nationality', 'tourLanguage', 'dailyRate'], ['guides']];
// an invented call centre: agents keep a spoken lang code beside their home country
const AGENTS: readonly [string[], string[]] = [['agentId', 'agentName', 'homeCountry', 'spokenLang', 'shift'], ['agents']];
// an invented ferry line with no language field at all
const CREW: readonly [string[], string[]] = [['crewId', 'crewName', 'nationality', 'rank'], ['crew']];

describe('a language said as what people speak', () => {
  test('"who speak <Language>" fills the language field, not the nationality', () => {
    expectFilters('guides who speak Portuguese', GUIDES, { tourLanguage: 'Portuguese' }, 'filters.language');
    expectFilters('agents that speak Swahili', AGENTS, { spokenLang: 'Swahili' }, 'filters.language');
  });

  test('"<Language>-speaking" fills the language field', () => {
    expectFilters('Dutch-speaking guides', GUIDES, { tourLanguage: 'Dutch' }, 'filters.language');
  });

  test('no language field, or no language after the verb: no language reading', () => {
    expect(filterEvidence(runOnSchema('crew who speak Portuguese', ...CREW))).not.toContain('filters.language');
    expect(filterEvidence(runOnSchema('Dutch-speaking crew', ...CREW))).not.toContain('filters.language');
    expect(filterEvidence(runOnSchema('agents who speak to the manager', ...AGENTS))).not.toContain('filters.language');
    expect(filterEvidence(runOnSchema('guides who speak Loudly', ...GUIDES))).not.toContain('filters.language');
    expect(filterEvidence(runOnSchema('guides who spoke at Harbour Hall', ...GUIDES))).not.toContain('filters.language');
  });
});
