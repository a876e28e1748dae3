import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

// an invented lighthouse register: lights keep a year lit, a range and a keeper
const LIGHTS = {
  fields: ['Light_ID', 'Light_Name', 'Year_First_Lit', 'Range_Nm', 'Keeper_Name', 'Coast_Code'],
  collections: ['Lights', 'Keepers', 'Coasts'],
};

describe('sort: a bracketed "by" after a superlative ranks the one record, no group', () => {
  test('"the oldest light in the register (by year first lit)" sorts by the year, keeps one, groups nothing', () => {
    const { analysis, explanation } = analyze('the oldest light in the register (by year first lit)', LIGHTS, { explain: true });
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.operation).toBeNull();
    expect(analysis.sort).toEqual({ Year_First_Lit: 1 });
    expect(analysis.limit).toBe(1);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toContain('groupBy.no-group+superlative-ranked');
  });

  test('without a superlative a bracketed "by year" still groups', () => {
    expect(analyze('number of lights lit (by year)', LIGHTS).analysis.groupBy).toEqual(['year']);
  });

  test('negative: a year after a superlative that is no age word groups ("the largest earthquake by year")', () => {
    // an invented quake log: each earthquake keeps its magnitude and year
    const QUAKES = { fields: ['_id', 'region', 'magnitude', 'year', 'depth_km'], collections: ['earthquakes'] };
    const { explanation } = analyze('the largest earthquake by year', QUAKES, { explain: true });
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).not.toContain('groupBy.no-group+superlative-ranked');
    expect(analyze('the largest earthquake by year', QUAKES).analysis.groupBy).toEqual(['year']);
  });
});

describe('fields: a one-letter or rate unit ending a name is no word people say', () => {
  // an invented cycling club: rides keep a cadence in rpm, bikes a bottle volume in litres
  const CLUB = {
    fields: ['_id', 'riderName', 'cadenceRpm', 'distanceKm', 'bikeId', 'Max_Bottle_Volume_L', 'Frame_Size'],
    collections: ['rides', 'bikes'],
  };

  test('"avg cadence" reads `cadenceRpm`', () => {
    const { analysis } = analyze('avg cadence of rides', CLUB);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBe('cadenceRpm');
  });

  test('"by max bottle volume descending" sorts by the field whose name opens with "max", computing no maximum', () => {
    const { analysis } = analyze('list bikes by max bottle volume descending', CLUB);
    expect(analysis.operation).toBeNull();
    expect(analysis.sort).toEqual({ Max_Bottle_Volume_L: -1 });
  });

  test('a name ending in a word that is no unit keeps it ("frame size" is not "frame")', () => {
    const { analysis } = analyze('avg frame of bikes', CLUB);
    expect(analysis.operation).toBe('$avg');
    expect(analysis.metric).toBeNull();
  });
});

describe('groupBy: a superlative said of the ranked things ranks each by the quantity it carries, no total', () => {
  // an invented dairy, its fields in schema order: farms, then milk pickups keeping the litres collected
  const DAIRY = {
    fields: ['Farm_ID', 'Farm_Name', 'Herd_Size', 'Pickup_ID', 'Farm_ID', 'Pickup_Date', 'Litres_Collected', 'Milk_Grade_Code', 'Tanker_ID', 'Milk_Grade_Code', 'Milk_Grade_Name', 'Tanker_ID'],
    collections: ['Farms', 'Milk_Pickups', 'Ref_Milk_Grades', 'Tankers'],
  };
  // an invented boarding kennel: the stays keep the nights booked and the fee
  const KENNELS = {
    fields: ['_id', 'kennel_id', 'kennel_name', 'town', 'stay_id', 'dog_name', 'nights_booked', 'boarding_fee'],
    collections: ['kennels', 'stays'],
  };

  test('"top 3 largest milk pickups by litres" lists pickups sorted by litres', () => {
    const { analysis } = analyze('top 3 largest milk pickups by litres', DAIRY);
    expect(analysis.operation).toBeNull();
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.sort).toEqual({ Litres_Collected: -1 });
    expect(analysis.limit).toBe(3);
  });

  test('near-negative: a superlative said of things whose quantity other records keep still totals it ("busiest kennels by nights booked")', () => {
    const { analysis } = analyze('top 4 busiest kennels by nights booked', KENNELS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('nights_booked');
    expect(analysis.groupBy).toEqual(['kennel_id']);
  });

  test('near-negative: a superlative sizing each thing still totals a quantity other records keep ("biggest kennels by nights booked")', () => {
    const { analysis } = analyze('top 3 biggest kennels by nights booked', KENNELS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.metric).toBe('nights_booked');
    expect(analysis.groupBy).toEqual(['kennel_id']);
  });

  test('a quantity whose keeper is guessed to be a lookup table is no total: "top 5 largest water deliveries by litres" sorts the deliveries', () => {
    const fields = ['Aircraft_ID', 'Airline_ID', 'Airline_Name', 'Delivery_Date', 'Delivery_ID', 'Water_Type_Code', 'Water_Type_Description', 'Gate', 'Litres_Delivered', 'Staff_ID', 'Staff_Name', '_id'];
    const { analysis } = analyze('top 5 largest water deliveries by litres', { fields, collections: ['Aircraft', 'Airlines', 'Water_Deliveries', 'Ref_Water_Types', 'Staff'] });
    expect(analysis.operation).toBeNull();
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.sort).toEqual({ Litres_Delivered: -1 });
    expect(analysis.limit).toBe(5);
  });

  test('money other records keep is still totalled per ranked thing', () => {
    const { analysis } = analyze('top 4 biggest kennels by revenue', KENNELS);
    expect(analysis.operation).toBe('$sum');
    expect(analysis.groupBy).toEqual(['kennel_id']);
  });
});

describe('groupBy: "<participle> more than N times" where a count field stores it bounds that field', () => {
  // an invented alarm app: alarms keep how often they were dismissed
  const ALARMS = { fields: ['_id', 'userId', 'label', 'ringAt', 'isActive', 'dismissCount'], collections: ['alarms', 'users'] };
  const ROOMS = { fields: ['roomId', 'roomName', 'bookings', 'bookings.bookingId', 'bookings.guest'], collections: ['rooms'] };

  test('"alarms dismissed more than 4 times" filters the stored count and counts no groups', () => {
    const { analysis } = analyze('alarms dismissed more than 4 times', ALARMS);
    expect(analysis.filters).toEqual({ dismissCount: { $gt: 4 } });
    expect(analysis.groupBy).toEqual([]);
    expect(analysis.operation).toBeNull();
  });

  test('a field that stores no count leaves the occurrences counted per group', () => {
    const { analysis } = analyze('names of rooms whose booking frequency exceeds 20 times', ROOMS);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['roomName']);
  });
});

describe('fields: the words of one field said in another order name that field (field.reordered-words)', () => {
  // an invented reservoir log: incidents keep an estimated volume spilled and whether it was estimated
  const SPILLS = { fields: ['Spill_ID', 'Is_Estimated', 'Estimated_Spill_Volume_m3', 'Site_Name', 'date_reported'], collections: ['Spills', 'Sites'] };

  test('"top 5 spills by estimated volume" ranks by the volume, holding no flag', () => {
    const { analysis, explanation } = analyze('top 5 spills by estimated volume', SPILLS, { explain: true });
    expect(analysis.sort).toEqual({ Estimated_Spill_Volume_m3: -1 });
    expect(analysis.filters).toEqual({});
    expect(JSON.stringify(explanation)).toContain('field.reordered-words');
  });

  test('one word alone still names its own field', () => {
    expect(analyze('estimated spills at the site', SPILLS).analysis.filters).toEqual({ Is_Estimated: true });
  });

  test('the words stop where a two-word field name starts, past a field word that is no mention of its own', () => {
    const TANKS = { fields: ['Spill_ID', 'Tank_Volume', 'Estimated_Volume_Site', 'Site_Name'], collections: ['Spills'] };
    const { explanation } = analyze('count spills by volume estimated site name', TANKS, { explain: true });
    const read = JSON.parse(JSON.stringify(explanation)).rawTokens.evidence.find((e: { rule: string }) => e.rule === 'field.reordered-words');
    expect(read).toEqual({ rule: 'field.reordered-words', span: [3, 5], text: 'Estimated_Volume_Site' });
  });
});

describe('limit: "the most <things>" counted by a stored count field asks for the one at the extreme', () => {
  // an invented stamp club: members keep how many stamps they own
  const CLUB = { fields: ['_id', 'memberId', 'stampName', 'year', '_id', 'username', 'stampCount'], collections: ['stamps', 'members'] };

  test('"who owns the most stamps" keeps one member', () => {
    const { analysis } = analyze('who owns the most stamps', CLUB);
    expect(analysis.sort).toEqual({ stampCount: -1 });
    expect(analysis.limit).toBe(1);
  });

  test('"the oldest stamps" describes a plural list and keeps no limit', () => {
    expect(analyze('the oldest stamps', CLUB).analysis.limit).toBeNull();
  });

  test('a count of the ranked records\' own doings ranks a plural list: "the most reviewed products" keeps no limit', () => {
    // an invented shop and app store: products keep how many reviews they have, apps how often they were downloaded
    const SHOP = { fields: ['_id', 'product_name', 'price', 'review_count'], collections: ['products'] };
    const STORE = { fields: ['_id', 'app_name', 'publisher', 'download_count'], collections: ['apps'] };
    const reviewed = analyze('the most reviewed products', SHOP).analysis;
    expect(reviewed.sort).toEqual({ review_count: -1 });
    expect(reviewed.limit).toBeNull();
    const downloaded = analyze('list the most downloaded apps', STORE).analysis;
    expect(downloaded.sort).toEqual({ download_count: -1 });
    expect(downloaded.limit).toBeNull();
  });
});
