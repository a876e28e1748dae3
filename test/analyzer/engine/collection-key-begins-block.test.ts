import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented allotment app listing each document's fields in turn, each block opened by its own key
const ALLOTMENT = {
  fields: ['gardenerId', 'handle', 'plot', 'plot.size', 'badgeCount', 'bedId', 'crop', 'sownOn', 'soil', 'soil.ph', 'plantings', 'plantings.seed', 'noteId', 'text', 'postedOn'],
  collections: ['beds', 'gardeners', 'notes'],
};

describe('a key naming a collection with no keyless block after it begins that collection\'s fields', () => {
  // the bed's key opens the bed's own fields; the gardener's nested plot stays the gardener's (negative)
  test.each([['average soil ph per crop', 'beds'], ['average plot size', 'gardeners']])('%p reads %p', (prompt, collection) => {
    expect(analyze(prompt, ALLOTMENT).analysis.collection[0]).toBe(collection);
  });
});
