import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { makeRegistry, NOW } from './fixtures.ts';

/** Invented ferry line: tickets with a status and the traveller's name, and the ports. */
const FIELDS = ['Ticket_Ref', 'Ticket_Status', 'Traveller_Name', 'Sold_At', 'Port_Code', 'Port_Name'];
const engine = createEngine(makeRegistry());
const run = (prompt: string) => engine.analyze({ prompt, fields: FIELDS, collections: ['Tickets', 'Ports'] }, { now: NOW, explain: true });

describe('a person\'s name is no state or kind of a record', () => {
  test('"tickets for <first> <last>" goes to the name beside the status the noun names', () => {
    const r = run('tickets for Odile Brennan');
    expect(r.analysis.filters).toEqual({ Traveller_Name: 'Odile Brennan' });
    expect(JSON.stringify(r.explanation!.filters.evidence)).toContain('+person-not-sort');
  });
});
