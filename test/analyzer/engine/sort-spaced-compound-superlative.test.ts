import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

describe('sort: a superlative and a participle written apart read as the listed hyphened compound ("highest rated")', () => {
  // an invented tutoring market: tutors with a rate per session and a rating from their pupils
  const TUTORS = {
    fields: ['tutorId', 'fullName', 'subject', 'sessionRate', 'rating', 'lessonId', 'tutorRef', 'heldOn', 'minutes'],
    collections: ['tutors', 'lessons'],
  };

  test('"the 5 highest rated tutors" rank by their rating, not by the rate of their sessions', () => {
    const { analysis, explanation } = analyze('the 5 highest rated tutors', TUTORS, { explain: true });
    expect(analysis.sort).toEqual({ rating: -1 });
    expect(analysis.limit).toBe(5);
    expect(explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.concept-rating']);
  });

  test('a superlative before the rate itself still ranks by the rate', () => {
    expect(analyze('tutors with the highest session rate', TUTORS).analysis.sort).toEqual({ sessionRate: -1 });
  });
});
