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
