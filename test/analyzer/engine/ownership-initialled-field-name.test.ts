import { expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';

// an invented port's flat list, each field once: cranes, then service requests whose fields open with the initials of
// their collection's name, then the request kinds' lookup table
const COLLECTIONS = ['Cranes', 'Ref_Service_Request_Types', 'Service_Requests'];
const FIELDS = [
  'Crane_ID', 'Crane_Name', 'Lift_Tonnes', 'Yard_Code',
  'SR_ID', 'SR_Type_Code', 'Raised_On', 'Hours_Down', 'Tech_Name', 'Urgency_Lvl',
  'SR_Type_Desc', 'Is_Billable',
];

const ownersOf = (fields: string[]) => {
  const index = buildFieldIndex(fields, []);
  const { ownerOf } = fieldOwners(index, COLLECTIONS);
  return (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
};

test('a first word in capitals spelling a collection\'s initials names that collection in a field', () => {
  const owner = ownersOf(FIELDS);
  expect(owner('SR_ID')).toBe('Service_Requests');
  expect(owner('Hours_Down')).toBe('Service_Requests');
  expect(owner('Tech_Name')).toBe('Service_Requests');
  expect(owner('SR_Type_Desc')).toBe('Ref_Service_Request_Types');
  expect(owner('Lift_Tonnes')).toBe('Cranes');
});

test('negative: capitals spelling no collection\'s initials name none', () => {
  const owner = ownersOf(['Crane_ID', 'Crane_Name', 'Lift_Tonnes', 'QC_Flag', 'Yard_Code']);
  expect(owner('QC_Flag')).toBe('Cranes');
});

test('a technician\'s name, said short, late in a record\'s fields is no thing\'s name beginning the collection left without fields', () => {
  const index = buildFieldIndex([...FIELDS.slice(0, 4), 'Model_Code', 'Boom_Length_m', ...FIELDS.slice(4)], []);
  const { ownerOf } = fieldOwners(index, ['Cranes', 'Ref_Crane_Models', ...COLLECTIONS.slice(1)]);
  const owner = (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
  expect(owner('Tech_Name')).toBe('Service_Requests');
  expect(owner('Urgency_Lvl')).toBe('Service_Requests');
});

test('negative: capitals that spell a collection\'s initials but key no records in the schema are a word of the field\'s own', () => {
  // a ship register beside harbour services: "HS" is a tariff code of the ship's cargo and "IS" a verb, and no
  // `HS_ID` keys the services
  const index = buildFieldIndex(['Vessel_ID', 'Vessel_Name', 'HS_Code', 'IS_Flagged', 'Gross_Tonnage', 'Service_ID', 'Service_Name', 'Fee'], []);
  const { ownerOf } = fieldOwners(index, ['Vessels', 'Harbour_Services']);
  const owner = (name: string) => ownerOf.get(index.entries.find((e) => e.name === name)!);
  expect(owner('HS_Code')).toBe('Vessels');
  expect(owner('IS_Flagged')).toBe('Vessels');
  expect(owner('Gross_Tonnage')).toBe('Vessels');
});
