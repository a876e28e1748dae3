import { describe, expect, test } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { analyze, makeRegistry, NOW } from './fixtures.ts';

// two invented trades: a freight depot (depots, consignments, hauliers) and a veterinary practice (practices, pets, visits)
const DEPOT = {
  fields: [
    '_id', 'depot_id', 'label', 'town', 'floor_sq_ft', 'opened_on', 'bayCount',
    'consignment_id', 'depot_ref', 'weight_kg', 'handling_fee', 'delivered_at', 'consigned_at', 'isPriority',
    'haulier_id', 'haulier_name', 'mileage_rate', 'fleet_size', 'schemeEnrolled', 'enrolment_date',
  ],
  collections: ['depots', 'consignments', 'hauliers'],
};
const VET = {
  fields: [
    '_id', 'practice_id', 'practice_name', 'overnight_beds', 'founded_on', 'rcvsApproved',
    'pet_id', 'owner_name', 'species', 'monthly_plan_fee', 'registered_on',
    'visit_id', 'pet_ref', 'discharged_on', 'admitted_on', 'bill_amount', 'minutes_taken',
  ],
  collections: ['practices', 'pets', 'visits'],
};
const rules = (r: ReturnType<typeof analyze>) => r.explanation?.sort.evidence.map((e) => e.rule) ?? [];
/** The order and length a question gets, with the rules behind the order. */
const listed = (prompt: string, schema: { fields: string[]; collections: string[] }) => {
  const r = analyze(prompt, schema, { explain: true });
  return { sort: r.analysis.sort, limit: r.analysis.limit, rules: rules(r) };
};
// visits that keep a date named by their own noun, after one that is not
const VISITS = { ...VET, fields: [...VET.fields.slice(0, 11), 'visit_id', 'pet_ref', 'discharged_on', 'visited_on', 'bill_amount'] };

describe('sort: records listed newest first go by the date their own noun or verb names (sort.concept-recent+principal-date, sort.last-n-records)', () => {
  test('"newest 12 consignments" is by when they were consigned, not delivered (listed first)', () => {
    expect(listed('newest 12 consignments', DEPOT)).toEqual({ sort: { consigned_at: -1 }, limit: 12, rules: ['sort.concept-recent+principal-date'] });
  });

  test('"last 6 consignments for depot D-4" counts back from the newest', () => {
    expect(listed('last 6 consignments for depot D-4', DEPOT)).toEqual({ sort: { consigned_at: -1 }, limit: 6, rules: ['sort.last-n-records'] });
  });

  test('visits are dated by the visit, not the discharge listed before it, however they are asked', () => {
    expect(analyze('the 4 most recent visits for pet P-88', VISITS).analysis.sort).toEqual({ visited_on: -1 });
    expect(analyze('show the last 3 visits', VISITS).analysis.sort).toEqual({ visited_on: -1 });
  });

  test('negatives: dates naming no noun of the records, a period, a look-back that is no list length', () => {
    expect(rules(analyze('newest 12 hauliers', DEPOT, { explain: true }))).not.toContain('sort.concept-recent+principal-date');
    expect(rules(analyze('consignments in the last 6 weeks', DEPOT, { explain: true }))).not.toContain('sort.last-n-records');
    expect(rules(analyze('list 20 pets whose bills rose over the last 3 visits', VET, { explain: true }))).not.toContain('sort.last-n-records');
  });
});

describe('sort: a size superlative said of a place ranks by its floor area or room (sort.thing-measure)', () => {
  test('"largest depot" is by its floor area in square feet, one record', () => {
    expect(analyze('largest depot', DEPOT).analysis).toMatchObject({ sort: { floor_sq_ft: -1 }, limit: 1 });
  });

  test('"the biggest practice" is by its overnight beds', () => {
    expect(analyze('the biggest practice', VET).analysis).toMatchObject({ sort: { overnight_beds: -1 }, limit: 1 });
  });

  test('"the heaviest consignment" is not a floor area (negative)', () => {
    expect(analyze('the heaviest consignment', DEPOT).analysis.sort).not.toEqual({ floor_sq_ft: -1 });
  });
});

describe('sort: a size superlative said of a noun read as an identifier ranks the records it identifies (sort.thing-measure)', () => {
  // an invented plumbing contractor whose pack calls a service ticket a "callout"
  const PLUMBING: SectorPack = {
    id: 'plumbing', label: 'Plumbing', signals: { fields: ['service_ticket_id', 'engineer_id'] },
    synonyms: { callout: ['service_ticket_id'], callouts: ['service_ticket_id'] }, defaultMetrics: [], dateFields: [], entities: [], vocabularies: {},
  };
  const engine = createEngine(makeRegistry(PLUMBING));
  const SCHEMA = {
    fields: ['_id', 'engineer_id', 'full_name', 'van_count', 'service_ticket_id', 'engineer_ref', 'invoice_amount', 'status', 'raised_at'],
    collections: ['engineers', 'serviceTickets'],
  };
  const run = (prompt: string) => engine.analyze({ prompt, ...SCHEMA }, { now: NOW, explain: true });

  test('"the 4 biggest open callouts" is by the tickets\' invoice amount, not the ticket number', () => {
    const r = run('the 4 biggest open callouts');
    expect(r.analysis.sort).toEqual({ invoice_amount: -1 });
    expect(r.explanation?.sort.evidence.map((e) => e.rule)).toEqual(['sort.thing-measure']);
  });

  test('"the newest callouts" is not a size: no amount (negative)', () => {
    expect(run('the newest callouts').analysis.sort).not.toEqual({ invoice_amount: -1 });
  });
});

describe('sort: a concept word said by the subject\'s own field before another collection\'s (sort.concept-price)', () => {
  test('"the 3 most expensive hauliers" is by their mileage rate, not consignments\' handling fee', () => {
    expect(analyze('the 3 most expensive hauliers', DEPOT).analysis.sort).toEqual({ mileage_rate: -1 });
  });

  test('"the most expensive pets" is by the pets\' own plan fee, not the visits\' bill amount', () => {
    expect(analyze('the 5 most expensive pets', VET).analysis.sort).toEqual({ monthly_plan_fee: -1 });
  });

  test('records that keep no such field still take another collection\'s (negative)', () => {
    expect(analyze('the 5 most expensive practices', VET).analysis.sort).toEqual({ bill_amount: -1 });
  });
});

describe('sort: "longest running / standing" is the opening or enrolment date, earliest first (sort.attribute-longest-*)', () => {
  test('"the 2 longest running practices" is by when founded', () => {
    expect(listed('the 2 longest running practices', VET)).toEqual({ sort: { founded_on: 1 }, limit: 2, rules: ['sort.attribute-longest-running'] });
  });

  test('"longest-standing haulier" is by the enrolment date, not the yes/no `schemeEnrolled`', () => {
    expect(analyze('longest-standing haulier', DEPOT).analysis.sort).toEqual({ enrolment_date: 1 });
  });

  test('"the longest visit" is a length, not a founding date (negative)', () => {
    expect(analyze('the longest visit', VET).analysis.sort).not.toEqual({ founded_on: 1 });
  });
});

describe('sort: "most recently <verb>" dates the verb, not a count that shares its word (sort.verb-dated-most-recently)', () => {
  const PLANT = { fields: ['_id', 'boiler_id', 'site', 'timesServiced', 'servicedDate', 'installedDate'], collections: ['boilers'] };
  test('"7 most recently serviced boilers" is by the service date', () => {
    expect(listed('7 most recently serviced boilers', PLANT)).toEqual({ sort: { servicedDate: -1 }, limit: 7, rules: ['sort.verb-dated-most-recently'] });
  });

  test('"the most serviced boilers" still counts services (negative)', () => {
    expect(analyze('the most serviced boilers', PLANT).analysis.sort).toEqual({ timesServiced: -1 });
  });
});

describe('sort: a word after a number is its unit, no aggregate beside an order (sort.concept-length)', () => {
  test('"visits over 45 min, longest first" orders by the minutes', () => {
    expect(analyze('visits over 45 min, longest first', VET).analysis.sort).toEqual({ minutes_taken: -1 });
  });
});

describe('sort: "from most <noun> to least" names its key once (sort.from-to+key-said-once)', () => {
  const TARIFFS = { fields: ['_id', 'tariff_id', 'tariff_name', 'storage_gb', 'monthly_price', 'account_id', 'tariff_ref', 'storage_used_gb'], collections: ['tariffs', 'accounts'] };
  test('"list tariffs from most storage to least" is by the tariffs\' storage', () => {
    expect(listed('list tariffs from most storage to least', TARIFFS)).toEqual({ sort: { storage_gb: -1 }, limit: null, rules: ['sort.from-to+key-said-once'] });
  });

  test('a word no field opens gives no key (negative)', () => {
    expect(rules(analyze('list tariffs from most popular to least', TARIFFS, { explain: true }))).not.toContain('sort.from-to+key-said-once');
  });
});

describe('sort: the newest person is the one who came last, not the youngest (sort.concept-recent+past-birth-date)', () => {
  const LETTINGS = { fields: ['_id', 'tenant_id', 'full_name', 'birth_date', 'signed_on', 'flat_id', 'flat_no', 'rent'], collections: ['tenants', 'flats'] };
  const LIBRARY = { fields: ['_id', 'patron_id', 'patron_name', 'date_of_birth', 'card_issued_at', 'loan_id', 'patron_ref', 'due_on'], collections: ['patrons', 'loans'] };

  test('"the newest tenant" is by the signing date', () => {
    expect(listed('the newest tenant', LETTINGS)).toEqual({ sort: { signed_on: -1 }, limit: 1, rules: ['sort.concept-recent+past-birth-date'] });
  });

  test('"newest 5 patrons" is by when their card was issued', () => {
    expect(analyze('newest 5 patrons', LIBRARY).analysis.sort).toEqual({ card_issued_at: -1 });
  });

  test('"the oldest tenant" keeps the birth date (negative)', () => {
    expect(analyze('the oldest tenant', LETTINGS).analysis.sort).toEqual({ birth_date: 1 });
  });
});
