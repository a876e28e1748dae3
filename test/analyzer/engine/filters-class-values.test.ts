import { describe, expect, test } from 'bun:test';
import { createEngine } from '../../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../../plugins/analyzer/packs/registry.ts';
import { NOW } from './fixtures.ts';

const engine = createEngine(loadBuiltinRegistry());
const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => engine.analyze({ prompt, ...schema }, { now: NOW, explain: true });
const rules = (result: ReturnType<typeof run>): string => JSON.stringify(result.explanation);

describe('filters: values only world knowledge ties to their field', () => {
  // a chamber ensemble's members
  const ENSEMBLE = { fields: ['member_id', 'member_name', 'instrument', 'joined_year'], collections: ['Members'] };
  // a hospital's doctors
  const CLINIC = { fields: ['doctor_id', 'doctor_name', 'doctor_specialty', 'room_no'], collections: ['Doctors'] };
  // a care home whose residents point at a lookup of conditions
  const HOME = { fields: ['condition_code', 'condition_description', 'resident_id', 'resident_name', 'room_no'], collections: ['Ref_Conditions', 'Residents'] };
  // a haulage firm's trucks
  const HAULAGE = { fields: ['truck_id', 'plate', 'fuel_type', 'payload_kg'], collections: ['Trucks'] };
  // a rehabilitation ward's patients
  const WARD = { fields: ['patient_id', 'full_name', 'diagnosis'], collections: ['Patients'] };

  test('a person noun in "-ist" is read as what the person plays or practises: violinists → violin, urologists → urology', () => {
    const result = run('list the violinists', ENSEMBLE);
    expect(result.analysis.filters).toEqual({ instrument: 'violin' });
    expect(rules(result)).toContain('filters.hypernym-practice+instrument');
    expect(run('how many urologists are there?', CLINIC).analysis.filters).toEqual({ doctor_specialty: 'urology' });
  });

  test('a noun naming the records asked for, before the records\' own noun, or as the object of their verb', () => {
    expect(run('how many members play the bassoon?', ENSEMBLE).analysis.filters).toEqual({ instrument: 'bassoon' });
    expect(run('cello players', ENSEMBLE).analysis.filters).toEqual({ instrument: 'cello' });
  });

  test('a field headed by a word the classes of its values go by under another name: species ← mammal, diagnosis and condition ← disease', () => {
    expect(run('patients with gout', WARD).analysis.filters).toEqual({ diagnosis: 'gout' });
    const result = run('list the residents with gout', HOME);
    // the code kept beside its description is the field named by "condition"; the lookup is not whose records are counted
    expect(result.analysis.filters).toEqual({ condition_code: 'gout' });
    expect(result.analysis.collection).toEqual(['Residents', 'Ref_Conditions']);
  });

  test('a value word the dictionary table leaves out, with the class it falls under: electric → fuel', () => {
    const result = run('how many electric trucks are there?', HAULAGE);
    expect(result.analysis.filters).toEqual({ fuel_type: 'electric' });
    expect(rules(result)).toContain('filters.hypernym-extra+fuel');
    expect(run('how many electric trucks are there?', { fields: ['truck_id', 'plate', 'payload_kg'], collections: ['Trucks'] }).analysis.filters).toEqual({});
  });

  test('a modifier the dictionary classes under another field is not the kind of the records\' own kind field', () => {
    const fleet = { fields: ['truck_id', 'truck_type', 'fuel_type', 'payload_kg'], collections: ['Trucks'] };
    expect(run('how many hybrid trucks are there?', fleet).analysis.filters).toEqual({ fuel_type: 'hybrid' });
  });

  test('the noun after "of" naming the records measured: "the mean weight of the hamsters"', () => {
    const pens = { fields: ['animal_id', 'animal_species', 'weight_kg'], collections: ['Animals'] };
    expect(run('what is the mean weight of the hamsters?', pens).analysis.filters).toEqual({ animal_species: 'hamster' });
  });

  test('a filtered lookup code does not make its lookup the collection asked about', () => {
    const staffed = { fields: [...HOME.fields, 'nurse_id', 'nurse_name'], collections: ['Ref_Conditions', 'Nurses', 'Residents'] };
    const result = run('anyone with gout', staffed);
    expect(result.analysis.filters).toEqual({ condition_code: 'gout' });
    expect(result.analysis.collection[0]).not.toBe('Ref_Conditions');
  });

  test('the object of "for" ending its phrase: "what did we pay for rice?" → the feed a feed field keeps (feed ← grain)', () => {
    const stable = { fields: ['purchase_id', 'feed_kind', 'price_per_sack'], collections: ['Purchases'] };
    expect(run('what is the top price per sack we paid for rice?', stable).analysis.filters).toEqual({ feed_kind: 'rice' });
  });
  test('a kind of the records opening the question, or before a participle or (plural) a preposition saying more of them', () => {
    // a harbour's craft and a stable's feed deliveries
    const HARBOUR = { fields: ['craft_id', 'craft_name', 'vessel_type', 'home_port', 'length_m'], collections: ['Craft'] };
    const STABLE = { fields: ['delivery_id', 'feed_type', 'tonnes', 'delivered_on'], collections: ['Deliveries'] };
    const moored = run('yachts moored in Oslo', HARBOUR);
    expect(moored.analysis.filters).toEqual({ vessel_type: 'yacht', home_port: 'Oslo' });
    expect(rules(moored)).toContain('filters.hypernym-value+vessel');
    expect(run('list the yachts with a length over 20', HARBOUR).analysis.filters).toEqual({ length_m: { $gt: 20 }, vessel_type: 'yacht' });
    expect(run('the average length of the yachts in the harbour', HARBOUR).analysis.filters).toEqual({ vessel_type: 'yacht' });
    expect(run('total tonnes of hay delivered last week', STABLE).analysis.filters).toMatchObject({ feed_type: 'hay' });
  });
  test('a noun WordNet tags in no sense, whose senses are only an animal and its flesh, is classed by its first ("swordfish" → fish)', () => {
    // a fish market's catches
    const MARKET = { fields: ['catch_id', 'species', 'weight_kg', 'caught_on'], collections: ['Catches'] };
    const result = run('list the swordfish landed last week', MARKET);
    expect(result.analysis.filters).toMatchObject({ species: 'swordfish' });
    expect(rules(result)).toContain('filters.hypernym-value+fish');
  });
});
