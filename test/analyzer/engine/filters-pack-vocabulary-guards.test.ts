import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

// the built-in packs: priority and status words as values of those fields (filters.pack-vocabulary)
const engine = createEngine(loadBuiltinRegistry());
const filters = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW }).analysis.filters;

describe('filters: a word that spells a leaf\'s own name is no vocabulary value of another field', () => {
  // an invented help desk: agents with a priority, and a backlog counted per priority
  const DESK = {
    fields: ['ticketId', 'assignee', 'priority', 'queue', 'subject', 'backlog', 'backlog.urgent', 'backlog.low'],
    collections: ['agents'],
  };

  test('"urgent backlog" reads the `backlog.urgent` field, it sets no priority', () => {
    expect(filters('Which assignee carries the largest urgent backlog?', DESK)).toEqual({});
    expect(filters('Show the urgent backlog of each assignee.', DESK)).toEqual({});
  });

  test('with the priority named right after, the word is the priority\'s value; other levels stay values', () => {
    expect(filters('List tickets with urgent priority.', DESK)).toEqual({ priority: 'urgent' });
    expect(filters('List tickets with low priority.', DESK)).toEqual({ priority: 'low' });
  });
});

describe('filters: a past verb with its object after it is no status value', () => {
  // an invented workshop: apprentices with a status, and the quizzes they sat
  const SHOP = { fields: ['apprentice_no', 'full_name', 'status', 'Quizzes', 'Quizzes.topic', 'Quizzes.score'], collections: ['apprentices'] };

  test('"failed the safety quiz" and "cancelled the course" say what was done', () => {
    expect(filters('Which apprentices failed the safety quiz?', SHOP)).toEqual({});
    expect(filters('apprentices that completed a quiz with a score below 40', SHOP)).toEqual({ 'Quizzes.score': { $lt: 40 } });
    expect(filters('apprentices that cancelled the course', SHOP)).toEqual({});
  });

  test('the same word as a state stays the status', () => {
    expect(filters('Name the apprentices whose status is failed.', SHOP)).toEqual({ status: 'failed' });
    expect(filters('How many failed apprentices are there?', SHOP)).toEqual({ status: 'failed' });
  });
});
