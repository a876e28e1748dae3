import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('filters: a code followed by a text field named by its own name goes to that field (filters.code+field-after)', () => {
  // an invented recording studio: sessions embed their takes, each with a title and a file format
  const STUDIO = {
    fields: ['session_id', 'studio_room', 'Takes', 'Takes.take_id', 'Takes.take_title', 'Takes.format', 'Takes.length_sec'],
    collections: ['sessions'],
  };
  test('"takes available in dv25 format"', () => {
    const r = analyze('List the titles of takes available in dv25 format with a length under 300.', STUDIO, { explain: true });
    expect(r.analysis.filters['Takes.format']).toBe('dv25');
    expect(r.explanation?.filters.evidence.map((e) => e.rule)).toContain('filters.code+field-after');
  });
  test('a field named before the code keeps it', () => {
    expect(analyze('takes whose title is dv25 format', STUDIO).analysis.filters).not.toHaveProperty('Takes.format');
  });
});
