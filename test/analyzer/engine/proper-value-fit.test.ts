import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { makeRegistry, NOW } from './fixtures.ts';

const engine = createEngine(makeRegistry());
const run = (prompt: string, fields: string[], collections: string[]) => engine.analyze({ prompt, fields, collections }, { now: NOW, explain: true });
const expectReading = (r: ReturnType<typeof run>, filters: Record<string, string>, rule: string) => {
  expect(r.analysis.filters).toEqual(filters);
  expect(JSON.stringify(r.explanation!.filters.evidence)).toContain(rule);
};

describe('a capitalised value goes to a field that can hold what it is', () => {
  // invented help desk: tickets with a status, agents with a full name
  test('"flagged X": a labelling verb\'s object is the label, kept in the field the verb implies, not a record\'s name', () => {
    const r = run('tickets flagged Fragile', ['ticketId', 'ticketStatus', 'openedAt', 'agentId', 'fullName'], ['tickets', 'agents']);
    expectReading(r, { ticketStatus: 'Fragile' }, '+labelled-value');
  });
  // invented ferry line: tickets with a status and the traveller's name, and the ports
  test('"tickets for <first> <last>": a person\'s name is no state; the name beside the status the noun names keeps it', () => {
    const r = run('tickets for Odile Marchetti', ['Ticket_Ref', 'Ticket_Status', 'Traveller_Name', 'Sold_At', 'Port_Code', 'Port_Name'], ['Tickets', 'Ports']);
    expectReading(r, { Traveller_Name: 'Odile Marchetti' }, '+person-not-sort');
  });
  test('"sailings for <first> <last>": a person\'s name is no key of the records either', () => {
    const r = run('sailings for Odile Marchetti', ['Sailing_Ref', 'Traveller_Name', 'Cabin_Grade', 'Port_Code', 'Port_Name'], ['Sailings', 'Ports']);
    expectReading(r, { Traveller_Name: 'Odile Marchetti' }, '+person-not-sort');
    expect(r.explanation!.filters.evidence.map((e) => e.rule)).toEqual(['filters.proper-value+person-not-sort']);
  });
  // invented lab: samples signed off by a reviewer, with the technician's first and last names
  const LAB = ['sampleId', 'firstName', 'lastName', 'collectedOn', 'signedBy', 'sampleStatus'];
  test('"<participle> by <name>" and "<name> <participle>" go to the field spelled with the participle and "by"', () => {
    expectReading(run('samples signed by Mirela Stanescu', LAB, ['samples', 'technicians']), { signedBy: 'Mirela Stanescu' }, 'filters.agent-done-by-field');
    expectReading(run('samples that Mirela Stanescu signed', LAB, ['samples', 'technicians']), { signedBy: 'Mirela Stanescu' }, 'filters.agent-before-done-by-field');
  });
  // invented theatre: tickets with a class and a price, venues in a city
  test('"sold in <WORD>": a word in capitals is a class, which no town is written as', () => {
    const r = run('the cheapest ticket sold in GALLERY', ['Ticket_Id', 'Ticket_Class', 'Ticket_Price', 'Venue_Name', 'City'], ['Tickets', 'Venues']);
    expectReading(r, { Ticket_Class: 'GALLERY' }, '+capitals-not-town');
  });
  // invented workshop: invoices with the vendor who sent them, customers with a name and a town
  test('"invoices from <Name>": things that keep no place of their own come from who sent them', () => {
    const fields = ['customerId', 'firstName', 'lastName', 'city', 'invoiceNo', 'issuedOn', 'amountDue', 'vendor'];
    const r = run('total amount due on invoices from Larkspur Tooling', fields, ['customers', 'invoices']);
    expectReading(r, { vendor: 'Larkspur Tooling' }, '+sender');
    expect(run('customers from Larkspur', fields, ['customers', 'invoices']).analysis.filters).toEqual({ city: 'Larkspur' });
  });
  // invented kitchenware shop: kettles with a kind and the brand they are sold under
  test('"<Name> kettles": a capitalised modifier is the brand, a plain one the kind', () => {
    const fields = ['kettleId', 'kettleType', 'brand', 'listPrice'];
    expectReading(run('how many Halvard kettles are in stock', fields, ['kettles']), { brand: 'Halvard' }, 'filters.maker-name');
    expect(run('how many gooseneck kettles are in stock', fields, ['kettles']).analysis.filters).toEqual({ kettleType: 'gooseneck' });
  });
});
