import { describe, expect, test } from 'bun:test';
import { analyze, filterRules } from './fixtures.ts';

describe('filters: a number after a function word the schema keys an entity by is that key (filters.entity-number+keyed-word)', () => {
  // an invented courier: parcels and refunds both point at an order, kept in no collection of its own
  const COURIER = {
    fields: ['_id', 'ParcelID', 'OrderID', 'WeightKg', '_id', 'RefundRef', 'OrderID', 'RefundAmt'],
    collections: ['Parcels', 'Refunds'],
  };
  test('"refunds for order 88120"', () => {
    const r = analyze('count refunds for order 88120', COURIER, { explain: true });
    expect(r.analysis.filters.OrderID).toBe(88120);
    expect(filterRules(r)).toContain('filters.entity-number+keyed-word');
  });
  test('a function word the schema keys nothing by takes no number', () => {
    const r = analyze('count refunds for group 88120', COURIER);
    expect(Object.values(r.analysis.filters)).not.toContain(88120);
  });
});

// an invented plumbing firm: jobs point at the plumber sent to them
const FIRM = { fields: ['_id', 'JobID', 'PlumberID', 'Address', '_id', 'PlumberID', 'FullName'], collections: ['Jobs', 'Plumbers'] };

describe('filters: letters of a code linked to a noun, abbreviating another entity, name its key (filters.code+linked-other-prefix)', () => {
  test('"the jobs of PLM-31"', () => {
    const r = analyze('list the jobs of PLM-31', FIRM, { explain: true });
    expect(r.analysis.filters.PlumberID).toBe('PLM-31');
    expect(filterRules(r)).toContain('filters.code+linked-other-prefix');
  });
  test('letters abbreviating the noun itself keep its key', () => {
    const r = analyze('list the jobs with code JOB-31', FIRM, { explain: true });
    expect(r.analysis.filters.JobID).toBe('JOB-31');
    expect(filterRules(r)).not.toContain('filters.code+linked-other-prefix');
  });
});

describe('filters: a noun naming embedded records names the one code they keep (filters.proper-value+code-field-word+embedded-code)', () => {
  // an invented marina: yachts embed their berth (written shorter) and a list of crew
  const MARINA = {
    fields: ['_id', 'yachtId', 'name', 'brth', 'brth.code', 'brth.lengthM', 'crewList', 'crewList.licenceCode', 'crewList.joinedOn'],
    collections: ['yachts'],
  };
  test('"moored at berth EAST-PIER": the embedded object written shorter', () => {
    const r = analyze('yachts moored at berth EAST-PIER', MARINA, { explain: true });
    expect(r.analysis.filters['brth.code']).toBe('EAST-PIER');
    expect(filterRules(r)).toContain('filters.proper-value+code-field-word+embedded-code');
  });
  test('embedded records keeping two codes name neither', () => {
    const twoCodes = { ...MARINA, fields: [...MARINA.fields, 'brth.zoneCode'] };
    const r = analyze('yachts moored at berth EAST-PIER', twoCodes, { explain: true });
    expect(filterRules(r)).not.toContain('filters.proper-value+code-field-word+embedded-code');
  });
  test('a code field the noun names itself comes before the embedded records\' code', () => {
    const named = { ...MARINA, fields: [...MARINA.fields, 'berthCode'] };
    const r = analyze('yachts moored at berth EAST-PIER', named, { explain: true });
    expect(r.analysis.filters.berthCode).toBe('EAST-PIER');
  });
});
