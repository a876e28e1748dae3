import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { makeRegistry, NOW } from './fixtures.ts';

/** Invented help desk: tickets with a status, agents with a full name. */
const FIELDS = ['ticketId', 'ticketStatus', 'openedAt', 'agentId', 'fullName'];
const engine = createEngine(makeRegistry());
const run = (prompt: string) => engine.analyze({ prompt, fields: FIELDS, collections: ['tickets', 'agents'] }, { now: NOW, explain: true });

describe('a labelling verb\'s capitalised object is the label, not a record\'s name', () => {
  test('"flagged X" keeps X in the field the verb implies', () => {
    const r = run('tickets flagged Fragile');
    expect(r.analysis.filters).toEqual({ ticketStatus: 'Fragile' });
    expect(JSON.stringify(r.explanation!.filters.evidence)).toContain('+labelled-value');
  });
});
