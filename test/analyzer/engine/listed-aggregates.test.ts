import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// a lending schema: branches embed the loans they issued
const LENDING = {
  fields: ['branch_id', 'branch_name', 'city', 'loans', 'loans.loan_id', 'loans.amount', 'loans.customer_id'],
  collections: ['branches', 'customers'],
};
const lend = (prompt: string) => analyze(prompt, LENDING).analysis;

// a league schema: each athlete keeps a stored total score
const LEAGUE = { fields: ['athlete_id', 'name', 'total', 'height', 'birth_date'], collections: ['athletes'] };
const league = (prompt: string) => analyze(prompt, LEAGUE).analysis;

describe('an accumulated field shown beside listed things is accumulated per thing', () => {
  test.each([
    ['List the branch names plus the total loan amounts each gave out', '$sum'],
    ['Show branch names and their total loan amount', '$sum'],
    ['Give the branch ids and the average loan amount', '$avg'],
  ])('%p groups by the listed thing', (prompt, op) => {
    const a = lend(prompt);
    expect(a.operation).toBe(op as never);
    expect(a.metric).toBe('loans.amount');
    expect(a.groupBy.length).toBe(1);
  });

  test('a figure after a companion cue inside a display list still accumulates', () => {
    const a = lend('For every branch, show their city together with the average amount of loans issued');
    expect(a.operation).toBe('$avg');
    expect(a.metric).toBe('loans.amount');
  });

  test('the listed thing is the key', () => {
    expect(lend('Show branch names and their total loan amount').groupBy).toEqual(['branch_name']);
  });

  test('one total with nothing listed stays ungrouped', () => {
    expect(lend('Show the total loan amount').groupBy).toEqual([]);
  });

  test('a maximum after "with the" picks one record, it groups nothing', () => {
    expect(lend('Name the branch with the maximum loan amount').groupBy).toEqual([]);
  });

  test('a figure listed beside another figure is no group', () => {
    expect(lend('Show the largest loan amount and the total loan amount').groupBy).toEqual([]);
  });
});

describe('"total" alone names a stored field called just that', () => {
  test.each([
    'List the total scores of athletes born in May',
    'athlete names where the total score is above 270',
  ])('%p accumulates nothing', (prompt) => {
    expect(league(prompt).operation).toBeNull();
  });

  test('without such a field "total" still sums', () => {
    const a = lend('What is the total loan amount?');
    expect(a.operation).toBe('$sum');
    expect(a.metric).toBe('loans.amount');
  });
});

// a gallery schema: artists embed their shows, each with its visitor figure
const GALLERY = {
  fields: ['artist_id', 'artist_name', 'country', 'shows', 'shows.show_id', 'shows.theme', 'shows.visitors', 'shows.ticket_price'],
  collections: ['artists'],
};
const gallery = (prompt: string) => analyze(prompt, GALLERY).analysis;

describe('things kept by a figure accumulated over their records are grouped', () => {
  test.each([
    'List the artists whose average visitors are above 300',
    'Show the artist names with an average ticket price over 20',
  ])('%p groups per artist', (prompt) => {
    const a = gallery(prompt);
    expect(a.operation).toBe('$avg');
    expect(a.groupBy.length).toBe(1);
  });

  test('a figure compared with another figure is no kept group', () => {
    expect(gallery('Show the artist names with an average ticket price above the average of all shows').groupBy).toEqual([]);
  });

  test('a stored figure compared per record is no group', () => {
    expect(gallery('List the shows with ticket price above 20').groupBy).toEqual([]);
  });
});

describe('"more than twice" counts the occurrences of the thing before it', () => {
  test.each([
    ['Which themes appeared more than twice across all shows?', 'shows.theme'],
    ['List the countries used at least twice', 'country'],
  ])('%p', (prompt, key) => {
    const a = gallery(prompt);
    expect(a.operation).toBe('$count');
    expect(a.groupBy).toEqual([key]);
  });

  test('"at least once" asks whether a thing occurs, not how often', () => {
    expect(gallery('Which themes appeared at least once?').groupBy).toEqual([]);
  });

  test('"twice the" multiplies a value', () => {
    expect(gallery('List the shows with more than twice the average visitors').groupBy).toEqual([]);
  });

  test('a field named between the thing and the count makes it that value\'s', () => {
    expect(gallery('Which artists had visitors more than twice?').groupBy).toEqual([]);
  });
});

// a fleet schema: the vessel collection keeps each vessel's name in a field called like the collection
const FLEET = { fields: ['vessel_id', 'Vessel', 'shipyard', 'home_port', 'tonnage'], collections: ['vessel', 'crews'] };
const fleet = (prompt: string) => analyze(prompt, FLEET).analysis;

describe('a field called like its collection, said in the plural, names the records', () => {
  test.each([
    ['Which home ports have more than one vessels?', 'home_port'],
    ['Find the shipyard that built the largest number of vessels', 'shipyard'],
  ])('%p counts vessels per group', (prompt, key) => {
    const a = fleet(prompt);
    expect(a.operation).toBe('$count');
    expect(a.groupBy).toEqual([key]);
  });

  test('said once, the field is a value', () => {
    expect(fleet('Show the home port of the vessel named Aurora').groupBy).toEqual([]);
  });
});

// a clinic schema: each clinic embeds its patients, each patient its visits
const CLINIC = {
  fields: ['clinic_id', 'clinic_name', 'patients', 'patients.patient_id', 'patients.full_name', 'patients.phone', 'patients.status',
    'patients.visits', 'patients.visits.visit_id', 'patients.visits.fee'],
  collections: ['clinics'],
};
const clinic = (prompt: string) => analyze(prompt, CLINIC).analysis;

describe('embedded records counted per record are keyed by what tells them apart', () => {
  test('a shown detail is no key: the record\'s id is', () => {
    expect(clinic('Give the phone numbers of patients that had more than one visit').groupBy).toEqual(['patients.patient_id']);
  });

  test('a shown name or status still keys the group', () => {
    expect(clinic('Give the full name of patients who had more than one visit').groupBy).toEqual(['patients.full_name']);
  });
});
