import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// A kind or an area field holds no number a question inferred it for ("holders with more than 20 <records>"); a field
// the words before the bound name outright is compared as said, and a port, a place or a site may be numbered.
describe('filters: a kind or area field said before the bound keeps its comparison', () => {
  test.each([
    ['links with dest port over 1024', { fields: ['_id', 'src_ip', 'dest_ip', 'dest_port', 'bytes'], collections: ['links'] }, { dest_port: { $gt: 1024 } }],
    ['links where port is below 1024', { fields: ['_id', 'host', 'port'], collections: ['links'] }, { port: { $lt: 1024 } }],
    ['racers with finish place under 10', { fields: ['_id', 'racer_name', 'finish_place'], collections: ['racers'] }, { finish_place: { $lt: 10 } }],
    ['hulls with displacement class over 5000', { fields: ['_id', 'hull_name', 'displacement_class'], collections: ['hulls'] }, { displacement_class: { $gt: 5000 } }],
    ['towers with site above 4', { fields: ['_id', 'tower_name', 'site'], collections: ['towers'] }, { site: { $gt: 4 } }],
  ])('%p', (prompt, schema, expected) => {
    expect(analyze(prompt, schema).analysis.filters).toEqual(expected);
  });
});
