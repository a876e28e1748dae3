import { describe, expect, test } from 'bun:test';
import { analyze, filterRules } from './fixtures.ts';

const explained = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema, { explain: true });

// an invented imaging and allergy clinic: members keep a payer plan and their allergens, scans a modality
const CLINIC = {
  fields: ['member_no', 'full_name', 'payer_plan', 'allergens', 'blood_grp', 'scan_no', 'modality', 'body_region', 'read_at'],
  collections: ['members', 'scans'],
};
// the same records with none of those fields
const BARE = { fields: ['member_no', 'full_name', 'scan_no', 'body_region', 'read_at'], collections: ['members', 'scans'] };
// an invented truck garage: trucks keep their make, spares who supplies them
const GARAGE = { fields: ['truck_no', 'make', 'paint_colour', 'odometer', 'spare_no', 'supplier', 'bin', 'on_hand'], collections: ['trucks', 'spares'] };
// an invented staffing desk and small press
const DESK = { fields: ['applicant_id', 'skill_set', 'home_city', 'lead_source', 'remote', 'opened_on'], collections: ['applicants'] };
const PRESS = { fields: ['title_id', 'imprint', 'binding', 'genre', 'list_price'], collections: ['titles'] };
const TAPROOM = { fields: ['brew_id', 'style', 'abv', 'shot_no', 'vaccine', 'given_on'], collections: ['brews', 'shots'] };

describe('filters.value-class: world classes of values go to the field named for their class', () => {
  test('an insurer, an imaging modality, an allergen and a blood group', () => {
    expect(analyze('list members covered by Tricare', CLINIC).analysis.filters).toMatchObject({ payer_plan: 'Tricare' });
    expect(analyze('how many Ultrasound scans were read last year', CLINIC).analysis.filters).toMatchObject({ modality: 'Ultrasound' });
    expect(analyze('count the CTs of the chest region', CLINIC).analysis.filters).toMatchObject({ modality: 'CT' });
    expect(analyze('members allergic to shellfish', CLINIC).analysis.filters).toMatchObject({ allergens: 'shellfish' });
    expect(analyze('which members are ab-negative', CLINIC).analysis.filters).toMatchObject({ blood_grp: 'ab-negative' });
  });

  test('a parts maker goes to who supplies a part, a truck maker to the make, a colour to the colour', () => {
    const r = explained('spares we get from Donaldson', GARAGE);
    expect(r.analysis.filters).toMatchObject({ supplier: 'Donaldson' });
    expect(filterRules(r)).toContain('filters.value-class');
    expect(analyze('Scanias with over 300000 on the odometer', GARAGE).analysis.filters).toMatchObject({ make: 'Scania' });
  });

  test('a skill, a lead source, a publisher, a binding, a genre, a beer style and a vaccine', () => {
    expect(analyze('applicants in Denver who know kubernetes', DESK).analysis.filters).toMatchObject({ skill_set: 'kubernetes' });
    expect(analyze('applicants that found us via Glassdoor', DESK).analysis.filters).toMatchObject({ lead_source: 'Glassdoor' });
    expect(analyze('titles from HarperCollins in hardback', PRESS).analysis.filters).toMatchObject({ imprint: 'HarperCollins', binding: 'hardback' });
    expect(analyze('cheap horror titles', PRESS).analysis.filters).toMatchObject({ genre: 'horror' });
    expect(analyze('brews that are stouts above 6 abv', TAPROOM).analysis.filters).toMatchObject({ style: 'stout' });
    expect(analyze('how many Menveo shots were given in May', TAPROOM).analysis.filters).toMatchObject({ vaccine: 'Menveo' });
  });

  test('no field of the class reads no value', () => {
    expect(filterRules(explained('list members covered by Tricare', BARE))).not.toContain('filters.value-class');
    expect(analyze('members allergic to shellfish', BARE).analysis.filters).toEqual({});
    expect(filterRules(explained('how many Ultrasound scans were read last year', BARE))).not.toContain('filters.value-class');
  });
});

// an invented gift shop, a research office and a wholesaler's customers
const GIFTS = { fields: ['sku', 'category', 'brand', 'price'], collections: ['goods'] };
const GRANTS = { fields: ['grant_no', 'funding_source', 'awarded_on'], collections: ['grants'] };
const TRADE = { fields: ['cust_no', 'customer_type', 'city', 'order_no'], collections: ['customers', 'orders'] };

describe('filters.value-class: a word of a class said as an ordinary word reads no value', () => {
  test('a genre only goes to a field named genre, not to a category', () => {
    expect(analyze('list goods in the folk art category', GIFTS).analysis.filters.category).not.toBe('folk');
    expect(analyze('goods that come with a classical music cd', GIFTS).analysis.filters).not.toHaveProperty('category');
  });

  test('a product\'s brand keeps no parts maker, a payer plan no ordinary word', () => {
    expect(analyze('goods stacked near the gates', GIFTS).analysis.filters).not.toHaveProperty('brand');
    expect(analyze('members who won an oscar', CLINIC).analysis.filters).not.toHaveProperty('payer_plan');
    expect(analyze('members who got a chip implant', CLINIC).analysis.filters).not.toHaveProperty('payer_plan');
    expect(analyze('members who eat eggs daily', CLINIC).analysis.filters).not.toHaveProperty('allergens');
  });

  test('a customer\'s type is no kind of trade account, a funding source no channel', () => {
    expect(analyze('orders from customers near a restaurant', TRADE).analysis.filters).not.toHaveProperty('customer_type');
    expect(filterRules(explained('grants awarded by phone', GRANTS))).not.toContain('filters.value-class');
  });
});

// an invented energy retailer and a wellness survey
const RETAIL = { fields: ['acct_no', 'city', 'paperless_enabled', 'tariff'], collections: ['accounts'] };
const SURVEY = { fields: ['resp_id', 'age', 'drinker', 'region'], collections: ['respondents'] };

describe('filters.thing-flag and filters.habit-flag: a yes/no field named by its thing or a habit', () => {
  test('the thing of a flag said after a word giving it to the records, or before the records', () => {
    const r = explained('accounts in Leeds that are on paperless', RETAIL);
    expect(r.analysis.filters).toMatchObject({ paperless_enabled: true });
    expect(filterRules(r)).toContain('filters.thing-flag');
    expect(analyze('count paperless accounts', RETAIL).analysis.filters).toMatchObject({ paperless_enabled: true });
  });

  test('the thing named as a setting to show is no condition', () => {
    expect(analyze('show the paperless setting of every account', RETAIL).analysis.filters).not.toHaveProperty('paperless_enabled');
  });

  test('the verb of a habit flag, said without an object, sets it; with an object it does not', () => {
    const r = explained('how many respondents over 40 drink', SURVEY);
    expect(r.analysis.filters).toMatchObject({ drinker: true });
    expect(filterRules(r)).toContain('filters.habit-flag');
    expect(analyze('respondents who drink coffee daily', SURVEY).analysis.filters).not.toHaveProperty('drinker');
  });

  test('an amount used up is no flag, nor is a thing compared to a number', () => {
    const fleet = { fields: ['van_no', 'fuel_used', 'depot'], collections: ['vans'] };
    expect(filterRules(explained('vans with fuel', fleet))).not.toContain('filters.thing-flag');
    const cards = { fields: ['card_no', 'points_balance', 'points_used'], collections: ['cards'] };
    expect(analyze('cards with points over 500', cards).analysis.filters.points_used).not.toBe(true);
  });

  test('the thing after "in" is what a value was kept in, not a flag', () => {
    const invoices = { fields: ['inv_no', 'total', 'cash_applied', 'pay_method'], collections: ['invoices'] };
    expect(analyze('invoices settled in cash', invoices).analysis.filters).not.toHaveProperty('cash_applied');
  });

  test('the verb of a habit keying groups sets no flag; its forms still do', () => {
    expect(analyze('count respondents grouped by drinking', SURVEY).analysis.filters).not.toHaveProperty('drinker');
    expect(analyze('respondents who drinks', SURVEY).analysis.filters).toMatchObject({ drinker: true });
    expect(analyze('how many respondents are drinking', SURVEY).analysis.filters).toMatchObject({ drinker: true });
  });

  test('the thing said then its ending in the passive sets the flag, denied by a negation among its verbs', () => {
    const kennel = { fields: ['walk_no', 'leashUsed', 'distance_km', 'muzzle_required'], collections: ['walks'] };
    const r = explained('walks where the leash was not used', kennel);
    expect(r.analysis.filters).toEqual({ leashUsed: false });
    expect(filterRules(r)).toEqual(['filters.thing-flag+passive']);
    expect(analyze('walks where a muzzle is required', kennel).analysis.filters).toEqual({ muzzle_required: true });
    expect(analyze('walks where the leash was used up by noon', kennel).analysis.filters).not.toHaveProperty('leashUsed');
    // a negation before the thing denies it as well
    expect(analyze('walks where no leash was used', kennel).analysis.filters).toEqual({ leashUsed: false });
    expect(analyze('walks where neither muzzle nor leash was used', kennel).analysis.filters).toMatchObject({ leashUsed: false });
    // the first thing of a denied pair is denied by the passive after the second
    const gear = { fields: ['walk_no', 'leashUsed', 'muzzleUsed'], collections: ['walks'] };
    expect(analyze('walks where neither leash nor muzzle was used', gear).analysis.filters).toEqual({ leashUsed: false, muzzleUsed: false });
  });

  test('"no" before the thing denies it', () => {
    expect(analyze('walks that need no muzzle', { fields: ['walk_no', 'distance_km', 'muzzle_required'], collections: ['walks'] }).analysis.filters).toEqual({ muzzle_required: false });
    expect(analyze('halls with no sound proof', { fields: ['hall_no', 'sound_proofed', 'seats'], collections: ['halls'] }).analysis.filters).toEqual({ sound_proofed: false });
    expect(analyze('units with no climate control', { fields: ['unit_no', 'climate_controlled', 'size_sqft'], collections: ['units'] }).analysis.filters).toEqual({ climate_controlled: false });
  });

  test('a thing needed, an article between, sets a flag named as required', () => {
    const kennel = { fields: ['walk_no', 'distance_km', 'muzzle_required'], collections: ['walks'] };
    expect(analyze('how many walks need a muzzle', kennel).analysis.filters).toEqual({ muzzle_required: true });
    expect(analyze('walks longer than a muzzle', kennel).analysis.filters).not.toHaveProperty('muzzle_required');
  });

  test('the thing and the noun of a flag\'s participle, said with or without, set the flag or deny it', () => {
    const halls = { fields: ['hall_no', 'sound_proofed', 'seats'], collections: ['halls'] };
    const r = explained('halls without sound proof', halls);
    expect(r.analysis.filters).toEqual({ sound_proofed: false });
    expect(filterRules(r)).toEqual(['filters.thing-flag+treatment']);
    expect(analyze('halls with sound proof', halls).analysis.filters).toEqual({ sound_proofed: true });
    expect(analyze('halls with sound proof panels', halls).analysis.filters).not.toHaveProperty('sound_proofed');
    // a flag prefix or a date before the participle names no thing treated
    const posts = { fields: ['post_no', 'is_deleted', 'date_created'], collections: ['posts'] };
    expect(analyze('posts with date create', posts).analysis.filters).not.toHaveProperty('date_created');
    expect(analyze('posts without is delete', posts).analysis.filters).not.toHaveProperty('is_deleted');
  });

  // an invented board hire: whether the renter initialled the waiver
  test.each(['hires where the renter hasn\'t initialled the waiver sheet', 'hires that did not initial a waiver'])(
    'the verb of a flag\'s participle, denied, with the flag\'s thing as object, denies the flag: %p',
    (prompt) => {
      const r = explained(prompt, { fields: ['hire_no', 'WaiverInitialled', 'board_size'], collections: ['hires'] });
      expect([r.analysis.filters, filterRules(r)]).toEqual([{ WaiverInitialled: false }, ['filters.thing-flag+denied-treatment']]);
    },
  );

  test('a job said to be remote', () => {
    expect(analyze('remote applicants in Denver', DESK).analysis.filters).toMatchObject({ remote: true });
  });
});

// an invented practice, harbour and birthing unit: each keeps the kind of its things beside their date and id
const PRACTICE = { fields: ['appt_id', 'appt_date', 'appt_type', 'fee'], collections: ['appointments'] };
const HARBOUR = { fields: ['boat_no', 'gear_kind', 'length_m', 'gear_checked_on'], collections: ['boats'] };
const BIRTHS = { fields: ['birth_id', 'birth_date', 'delivery_mode', 'weight_g'], collections: ['births'] };

describe('filters.value-class: a kind of thing goes to the field of that thing\'s kind, never its date or id', () => {
  test('a visit kind, a fishing gear and a way of birth', () => {
    expect(analyze('how many telemedicine appointments were there', PRACTICE).analysis.filters).toMatchObject({ appt_type: 'telemedicine' });
    expect(analyze('boats over 12 m that use longlines', HARBOUR).analysis.filters).toMatchObject({ gear_kind: 'longline' });
    expect(analyze('average weight of vbac births', BIRTHS).analysis.filters).toMatchObject({ delivery_mode: 'vbac' });
  });

  test('without a kind field, the thing\'s date or id takes no kind', () => {
    const noKind = { fields: ['appt_id', 'appt_date', 'fee'], collections: ['appointments'] };
    expect(filterRules(explained('how many telemedicine appointments were there', noKind))).not.toContain('filters.value-class');
    const noGear = { fields: ['boat_no', 'length_m', 'gear_checked_on'], collections: ['boats'] };
    expect(analyze('boats over 12 m that use longlines', noGear).analysis.filters).not.toHaveProperty('gear_checked_on');
  });
});

// an invented coffee roaster's trade accounts, and the same accounts with no kind field
const ROASTER = { fields: ['account_no', 'account_type', 'opened_on', 'shipment_no', 'kilos'], collections: ['accounts', 'shipments'] };
const ROASTER_PLAIN = { fields: ['account_no', 'opened_on', 'shipment_no', 'kilos'], collections: ['accounts', 'shipments'] };

describe('filters.value-class: the kind of business a trade account is', () => {
  test('a kind of business said of the accounts goes to their type field, and nowhere without one', () => {
    expect(analyze('how many distributors do we roast for', ROASTER).analysis.filters).toMatchObject({ account_type: 'distributor' });
    expect(filterRules(explained('how many distributors do we roast for', ROASTER_PLAIN))).not.toContain('filters.value-class');
  });
});
