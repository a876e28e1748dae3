import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

type Schema = { fields: string[]; collections: string[] };
type Filters = Record<string, unknown>;
const read = (prompt: string, schema: Schema) => {
  const result = analyze(prompt, schema, { explain: true });
  return { filters: result.analysis.filters, rules: result.explanation?.filters.evidence.map((e) => e.rule) ?? [] };
};

/** Each rule's phrasings: those it must place (filters and the rule's evidence), and those it must leave as they were. */
function rule(title: string, placed: Array<[string, Schema, Filters, string]>, unchanged: Array<[string, Schema, Filters]>): void {
  describe(title, () => {
    test.each(placed)('%p', (prompt, schema, expected, evidence) => {
      const { filters, rules } = read(prompt, schema);
      expect(filters).toEqual(expected);
      expect(rules).toContain(evidence);
    });
    test.each(unchanged)('unchanged %p', (prompt, schema, expected) => {
      expect(read(prompt, schema).filters).toEqual(expected);
    });
  });
}

/** An invented touring company: shows staged at theatres (a word read as a synonym), run by technicians. */
const TOURS: Schema = {
  fields: ['showId', 'title', 'theatreId', 'capacity', 'techId', 'techName', 'stagedOn'],
  collections: ['shows', 'theatres', 'techs'],
};
/** An invented animal clinic: pets and the checkups they had, each with the vet and the findings coded. */
const CLINIC: Schema = {
  fields: ['petId', 'name', 'species', 'checkups', 'checkups.checkupDate', 'checkups.vet', 'checkups.findings', 'checkups.findings.code'],
  collections: ['pets'],
};
/** An invented music service: playlists listing the tracks they hold. */
const PLAYLISTS: Schema = {
  fields: ['playlistId', 'title', 'owner', 'owner.name', 'tracks', 'tracks.trackId', 'tracks.addedAt', 'trackId', 'trackName', 'durationSec'],
  collections: ['playlists', 'tracks'],
};
/** An invented rehab clinic: patients, their conditions coded, and evaluations scored on a scale by a rater. */
const REHAB: Schema = {
  fields: ['patientId', 'name', 'conditions', 'conditions.code', 'conditions.since', 'evaluations', 'evaluations.date', 'evaluations.scale', 'evaluations.score', 'evaluations.rater'],
  collections: ['patients'],
};
/** An invented produce market: growers deliver crates to depots run by managers. */
const MARKET: Schema = {
  fields: ['growerId', 'growerName', 'deliveryId', 'crateCount', 'deliveredOn', 'depotId', 'managerId', 'managerName'],
  collections: ['growers', 'deliveries', 'depots'],
};

rule('filters: the letters of an id abbreviate the entity word as the schema writes it', [
  // `theatre` reads as a synonym; its written word still begins with the code's letters
  ['the capacity of TH-0042', TOURS, { theatreId: 'TH-0042' }, 'filters.code+letter-prefix'],
  ['shows staged at TH-0042', TOURS, { theatreId: 'TH-0042' }, 'filters.code+letter-prefix'],
], [
  // letters no entity word begins with still fall back to those holding them in order
  ['shows run by TC-0042', TOURS, { techId: 'TC-0042' }],
]);

rule('filters: a word written as a code is no person doing the deed', [
  ['which pets had K21.0 recorded at a checkup?', CLINIC, { 'checkups.findings.code': 'K21.0' }, 'filters.code+code-system'],
  ['which pets had AB-12 recorded', CLINIC, { 'checkups.findings.code': 'AB-12' }, 'filters.code+subject-code'],
], [
  // a name before the participle still names the doer
  ['which pets has Ann Lee examined', CLINIC, { 'checkups.vet': 'Ann Lee' }],
]);

rule('clauses: a code after "include" is a condition, not a list of fields to show', [
  ['which playlists include track TR-0931?', PLAYLISTS, { 'tracks.trackId': 'TR-0931' }, 'filters.code+subjects-reference'],
], [
  // a list of fields after "include" is still only shown
  ['list playlists and include the owner name', PLAYLISTS, {}],
]);

rule('filters: a code said with a measure names the instrument the measure was taken with', [
  ['patients who scored over 30 on the BBS-14', REHAB, { 'evaluations.score': { $gt: 30 }, 'evaluations.scale': 'BBS-14' }, 'filters.code+measure-instrument'],
  ['the lowest FMA-66 score recorded', REHAB, { 'evaluations.scale': 'FMA-66' }, 'filters.code+measure-instrument'],
], [
  // a code linked to the records' noun stays their key, whatever measure the question compares
  ['patients with MX-2231 whose score is above 30', REHAB, { 'evaluations.score': { $gt: 30 }, patientId: 'MX-2231' }],
]);

/** An invented therapy service: sessions keep the test given (by name) beside free notes about the test and a survey. */
const THERAPY: Schema = {
  fields: ['clientId', 'name', 'sessions', 'sessions.date', 'sessions.testName', 'sessions.testNotes', 'sessions.score'],
  collections: ['clients'],
};
const FOLLOWUP: Schema = {
  fields: ['clientId', 'name', 'sessions', 'sessions.date', 'sessions.surveyNotes', 'sessions.score'],
  collections: ['clients'],
};

rule('filters: the instrument field is one whose head word names an instrument, before a name or code tail', [
  ['clients who scored over 40 on the QX-9', THERAPY, { 'sessions.score': { $gt: 40 }, 'sessions.testName': 'QX-9' }, 'filters.code+measure-instrument'],
], []);

test('notes about a survey keep no instrument: a code beside its measure is not written into them', () => {
  const { filters, rules } = read('clients who scored over 40 on the QX-9', FOLLOWUP);
  expect(Object.keys(filters)).not.toContain('sessions.surveyNotes');
  expect(rules).not.toContain('filters.code+measure-instrument');
});

rule('filters: after "by", a code is its doer\'s, never the deed\'s own key or a name', [
  // the noun of the deed itself (a delivery) is no doer: the letters name the grower
  ['crates delivered by G-1043', MARKET, { growerId: 'G-1043' }, 'filters.code+letter-prefix'],
  // a code after "by" is no person's name: it is the key of the doer the verb implies
  ['depots managed by MG-3001', MARKET, { managerId: 'MG-3001' }, 'filters.code+verb-agent'],
], [
  ['crates delivered by GR-1043', MARKET, { growerId: 'GR-1043' }],
  ['depots managed by Ann Lee', MARKET, { managerName: 'Ann Lee' }],
]);

test('a display list after "include" stays a projection', () => {
  const result = analyze('list playlists and include the owner name', PLAYLISTS, { explain: true });
  expect(result.explanation?.rawTokens.evidence.map((e) => e.rule)).toContain('clauses.projection');
});

test('a code inside a display list leaves out only the code and the word it qualifies; the rest stays shown', () => {
  const result = analyze('list playlists, showing the title, owner name and MP3 size', PLAYLISTS, { explain: true });
  expect(result.explanation?.rawTokens.evidence.find((e) => e.rule === 'clauses.projection')?.span).toEqual([3, 12]);
});
