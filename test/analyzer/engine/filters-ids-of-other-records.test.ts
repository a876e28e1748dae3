import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const rules = (r: ReturnType<typeof analyze>): string[] => r.explanation?.filters.evidence.map((e) => e.rule) ?? [];

describe('filters: a number after a function word the schema keys an entity by is that key (filters.entity-number)', () => {
  // an invented courier: parcels and refunds both point at an order, kept in no collection of its own
  const COURIER = {
    fields: ['_id', 'ParcelID', 'OrderID', 'WeightKg', '_id', 'RefundRef', 'OrderID', 'RefundAmt'],
    collections: ['Parcels', 'Refunds'],
  };
  test('"refunds for order 88120"', () => {
    const r = analyze('count refunds for order 88120', COURIER, { explain: true });
    expect(r.analysis.filters.OrderID).toBe(88120);
    expect(rules(r)).toContain('filters.entity-number');
  });
  test('a function word the schema keys nothing by takes no number', () => {
    const r = analyze('count refunds for group 88120', COURIER);
    expect(Object.values(r.analysis.filters)).not.toContain(88120);
  });
});

// an invented help desk: tickets point at the agent handling them
const DESK = { fields: ['_id', 'TicketID', 'AgentID', 'Subject', '_id', 'AgentID', 'FullName'], collections: ['Tickets', 'Agents'] };

describe('filters: letters of a code linked to a noun, abbreviating another entity, name its key (filters.code+linked-other-prefix)', () => {
  test('"tickets is AGT-220 handling"', () => {
    const r = analyze('How many tickets is AGT-220 handling?', DESK, { explain: true });
    expect(r.analysis.filters.AgentID).toBe('AGT-220');
    expect(rules(r)).toContain('filters.code+linked-other-prefix');
  });
  test('letters abbreviating the noun itself keep its key', () => {
    const r = analyze('Show the tickets with code TCK-220.', DESK, { explain: true });
    expect(r.analysis.filters.TicketID).toBe('TCK-220');
    expect(rules(r)).not.toContain('filters.code+linked-other-prefix');
  });
});

describe('filters: a noun naming embedded records names the one code they keep (filters.proper-value+code-field-word+embedded-code)', () => {
  // an invented kennel: dogs embed their care package (written shorter) and a list of dose items
  const KENNEL = {
    fields: ['_id', 'dogId', 'breed', 'pkg', 'pkg.code', 'pkg.fee', 'doseItems', 'doseItems.vaccineCode', 'doseItems.givenOn'],
    collections: ['dogs'],
  };
  test('"dogs on package GOLD-PLUS": the embedded object written shorter', () => {
    const r = analyze('How many dogs are on package GOLD-PLUS?', KENNEL, { explain: true });
    expect(r.analysis.filters['pkg.code']).toBe('GOLD-PLUS');
    expect(rules(r)).toContain('filters.proper-value+code-field-word+embedded-code');
  });
  test('embedded records keeping two codes name neither', () => {
    const twoCodes = { ...KENNEL, fields: [...KENNEL.fields, 'pkg.brandCode'] };
    const r = analyze('How many dogs are on package GOLD-PLUS?', twoCodes, { explain: true });
    expect(rules(r)).not.toContain('filters.proper-value+code-field-word+embedded-code');
  });
});
