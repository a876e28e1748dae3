import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const first = (prompt: string, fields: string[], collections: string[]) => analyze(prompt, { fields, collections }).analysis.collection[0];

describe('collection: records ranked by how many of another thing they have', () => {
  test('the ranked records hold the count through an embedded list that points at the counted ones', () => {
    const fields = ['workshop_id', 'title', 'Enrolments', 'Enrolments.attendee_id', 'Enrolments.enrolled_on', 'attendee_id', 'full_name', 'email'];
    expect(first('which workshop has the most attendees', fields, ['attendees', 'workshops'])).toBe('workshops');
  });

  test('the ranked records hold the count in a stored count field', () => {
    const fields = ['film_id', 'title', 'num_reviews', 'review_id', 'body', 'stars'];
    expect(first('films with the highest number of reviews', fields, ['reviews', 'films'])).toBe('films');
  });

  test('otherwise the counted records are grouped where they live', () => {
    const fields = ['host_id', 'host_name', 'review_id', 'stars', 'host_ref'];
    expect(first('the hosts with the most reviews', fields, ['hosts', 'reviews'])).toBe('reviews');
  });
});

describe('collection: records counted per group of a collection that keeps them', () => {
  const fields = ['harbour_id', 'harbour_name', 'Berths', 'Berths.boat_id', 'Berths.harbour_id', 'boat_id', 'boat_name', 'home_port'];
  const collections = ['boats', 'harbours'];

  test('"the number of boats for each harbour": the harbours keep their boats in an embedded list', () => {
    const { analysis, explanation } = analyze('Find the number of boats for each harbour', { fields, collections }, { explain: true });
    expect(analysis.collection[0]).toBe('harbours');
    expect(explanation!.collection.evidence.some((e) => e.rule === 'collection.holds-counted-records')).toBe(true);
  });

  test('boats counted by a value of their own stay where they live', () => {
    expect(first('how many boats are there for each home port', fields, collections)).toBe('boats');
  });

  test('"of" alone is no count: "the names of boats" names the boats', () => {
    expect(first('show the names of boats docked in a harbour', fields, collections)).toBe('boats');
  });
});
