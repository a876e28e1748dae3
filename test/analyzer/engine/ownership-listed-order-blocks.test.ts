import { describe, expect, test } from 'bun:test';
import { buildFieldIndex } from '../../../plugins/analyzer/engine/field-index.ts';
import { fieldOwners } from '../../../plugins/analyzer/engine/ownership.ts';
import { compilePack, GENERIC } from './fixtures.ts';

/** Owners of some fields of an invented schema, the collections sent in the order given. */
const ownersOf = (fields: string[], collections: string[]) => {
  const index = buildFieldIndex(fields, [compilePack(GENERIC)]);
  const { ownerOf } = fieldOwners(index, collections);
  return (...names: string[]) => names.map((name) => ownerOf.get(index.byName.get(name)!));
};

/** Whether each of some top-level fields names a collection, the collections sent in the order given. */
const namingOf = (fields: string[], collections: string[]) => {
  const index = buildFieldIndex(fields, [compilePack(GENERIC)]);
  const { naming } = fieldOwners(index, collections);
  return (...names: string[]) => names.map((name) => naming.has(index.byName.get(name)!));
};

// an invented railway roster, flat: each collection's fields in turn, keys listed once; nine collections, so that the
// search may give a collection a second segment
const RAILWAY = [
  'ConductorID', 'EmployeeNumber', 'FirstName', 'LastName', 'GradeCode', 'HomeStationCode', 'HireDate', 'DateOfBirth',
  'BadgeNumber', 'Email', 'Phone', 'EmploymentStatusCode', 'MedicalExpiryDate',
  'TrainID', 'TrainNumber', 'FromStationCode', 'ToStationCode', 'ScheduledDeparture', 'ActualDeparture', 'CarTypeCode', 'TrainStatusCode', 'DelayMinutes',
  'RosterID', 'RosterCode', 'StartDate', 'EndDate', 'TotalHours',
  'PostingID', 'SeatCode', 'PostedDate', 'IsStandby',
  'TurnID', 'TurnStart', 'TurnEnd', 'TurnMinutes', 'TrainMinutes', 'RestMinutesBefore', 'IsOvertime',
  'CourseRecordID', 'CourseCode', 'CompletedDate', 'ResultCode', 'TrainerID', 'Score',
  'StationCode', 'StationName', 'City', 'TimeZone',
  'CarTypeName', 'Builder', 'SeatCount',
  'GradeDescription', 'IsSenior',
];
const RAILWAY_COLLECTIONS = ['Conductors', 'Trains', 'Rosters', 'Postings', 'Turns', 'CourseRecords', 'Ref_Stations', 'Ref_Car_Types', 'Ref_Grades'];

// an invented makerspace, documents with embedded lists, the collections sent in the order their fields come
const MAKERSPACE = [
  'projectId', 'title', 'ownerId', 'category', 'budgetAmount', 'status', 'tags', 'milestones.amount', 'milestones.title',
  'memberId', 'displayName', 'email', 'joinedAt',
  'bookingId', 'hours', 'toolId', 'bookedAt', 'paymentMethod', 'extras.itemName', 'extras.price',
  'hourlyRate', 'safetyLevel', 'quantityOwned', 'storageShelf',
  'name', 'username', 'bio', 'createdAt', 'projectsLed', 'portfolio.platform', 'portfolio.url',
  'noteId', 'postedAt', 'isMembersOnly', 'likes', 'replies.authorId', 'replies.body',
  'feeId', 'amount', 'paidAt',
];
const MAKERSPACE_COLLECTIONS = ['projects', 'members', 'bookings', 'tools', 'makers', 'notes', 'fees'];

// an invented animal clinic: a record's own plain values listed after its embedded readings, and a recency field
const CLINIC = [
  'owner_id', 'first_name', 'last_name', 'email', 'last_checkup_date', 'total_checkups', 'address.city',
  'checkup_id', 'clinic_id', 'checked_at', 'weight_kg', 'readings.code', 'readings.value', 'status', 'follow_up_reason',
  'vaccine_id', 'vaccine_name', 'dose_ml', 'storage.shelf',
  'batch_id', 'lab_id', 'received_on', 'supplier.name', 'outcome', 'contact_person', 'country',
];
const CLINIC_COLLECTIONS = ['owners', 'checkups', 'vaccines', 'batches', 'suppliers'];

describe('a flat list written collection by collection', () => {
  test('own-key-and-number: a key followed by a number naming the same collection begins it, however far its other named fields', () => {
    const owners = ownersOf(RAILWAY, RAILWAY_COLLECTIONS);
    expect(owners('TrainID', 'TrainNumber', 'DelayMinutes')).toEqual(['Trains', 'Trains', 'Trains']);
  });

  test('second-segment-rejoins: a plain value naming a collection whose fields came already stays with the record listed', () => {
    const owners = ownersOf(RAILWAY, RAILWAY_COLLECTIONS);
    expect(owners('TrainMinutes', 'RestMinutesBefore')).toEqual(['Turns', 'Turns']);
  });

  test('unnamed-run-continues: every collection placed, a run begun at a number naming none continues the record before', () => {
    const owners = ownersOf(RAILWAY, RAILWAY_COLLECTIONS);
    expect(owners('BadgeNumber', 'Email', 'MedicalExpiryDate')).toEqual(['Conductors', 'Conductors', 'Conductors']);
    expect(owners('TrainerID', 'Score')).toEqual(['CourseRecords', 'CourseRecords']);
    // (the other records keep their fields)
    expect(owners('StationCode', 'StationName', 'TurnStart')).toEqual(['Ref_Stations', 'Ref_Stations', 'Turns']);
  });

  test('unnamed-run-continues: a run ending the list, after the last record\'s fields, is shared and stays unowned', () => {
    const owners = ownersOf([...RAILWAY, 'Remarks', 'AuditUserID', 'AuditAt'], RAILWAY_COLLECTIONS);
    expect(owners('AuditUserID', 'AuditAt')).toEqual([undefined, undefined]);
    // (a run closed by a later record's fields still continues the one before)
    expect(owners('BadgeNumber', 'TrainerID')).toEqual(['Conductors', 'CourseRecords']);
  });

  test('a key amid plain values whose collection\'s named fields come much later still only points', () => {
    // no second key naming the same collection right after it: the ranger's key to a lodge listed among its fields
    const owners = ownersOf(['ranger_no', 'beat', 'lodge_code', 'licence', 'hired_on', 'patrol_size', 'lodge_name', 'lodge_region', 'truck_id', 'truck_plate', 'truck_make'], ['rangers', 'lodges', 'trucks']);
    expect(owners('lodge_code', 'licence')).toEqual(['rangers', 'rangers']);
  });
});

describe('documents sent in the order their fields come', () => {
  test('first-key-is-own: the list\'s first key begins its collection though a later field names it again', () => {
    const owners = ownersOf(MAKERSPACE, MAKERSPACE_COLLECTIONS);
    expect(owners('projectId', 'title', 'milestones.title')).toEqual(['projects', 'projects', 'projects']);
  });

  test('named-again-is-value: a plain value naming a collection placed already is no second start of it', () => {
    const owners = ownersOf(MAKERSPACE, MAKERSPACE_COLLECTIONS);
    expect(owners('projectsLed', 'isMembersOnly')).toEqual(['makers', 'notes']);
  });

  test('two collections without keys between two placed: the first begins after the lists closing the record before', () => {
    const owners = ownersOf(MAKERSPACE, MAKERSPACE_COLLECTIONS);
    // (a key among the booking's plain values still points from it)
    expect(owners('toolId', 'bookedAt', 'extras.price')).toEqual(['bookings', 'bookings', 'bookings']);
    expect(owners('hourlyRate', 'storageShelf')).toEqual(['tools', 'tools']);
    // the second begins at a thing's own name, its own embedded lists after it
    expect(owners('name', 'bio', 'portfolio.url')).toEqual(['makers', 'makers', 'makers']);
    expect(owners('noteId', 'feeId')).toEqual(['notes', 'fees']);
  });

  test('two collections without fields or keys between two placed: the record before keeps its late name', () => {
    // no key naming the first of them among the tool's fields: nothing of theirs begins inside it
    const owners = ownersOf(['tool_id', 'category', 'weight_kg', 'price', 'purchased_on', 'name', 'vaccine_id', 'vaccine_name', 'dose_ml'], ['tools', 'rooms', 'shifts', 'vaccines']);
    expect(owners('purchased_on', 'name')).toEqual(['tools', 'tools']);
  });

  test('recency-qualified-name: "last_<record>_date" is a fact of the record listed, no start of the one it names', () => {
    const owners = ownersOf(CLINIC, CLINIC_COLLECTIONS);
    expect(owners('last_checkup_date', 'total_checkups')).toEqual(['owners', 'owners']);
    // (the record's own dated field still names it)
    expect(owners('checkup_id', 'checked_at')).toEqual(['checkups', 'checkups']);
  });

  test('recency-qualified-name: "last_<record>_id" still points at that record', () => {
    const naming = namingOf(['customer_id', 'full_name', 'last_order_id', 'email', 'order_id', 'placed_at', 'total'], ['customers', 'orders']);
    expect(naming('last_order_id', 'full_name')).toEqual([true, false]);
  });

  test('plain values after a record\'s lists, none listed between it and the next, are its own', () => {
    const owners = ownersOf(CLINIC, CLINIC_COLLECTIONS);
    expect(owners('status', 'follow_up_reason')).toEqual(['checkups', 'checkups']);
  });

  test('next-listed-key-begins: after a nested object closing a document, a key naming the collection listed next begins it', () => {
    const owners = ownersOf(CLINIC, CLINIC_COLLECTIONS);
    expect(owners('batch_id', 'received_on')).toEqual(['batches', 'batches']);
    // (a key among a record's plain values, not right after a nested object, still points: see the booking's tool)
  });
});
