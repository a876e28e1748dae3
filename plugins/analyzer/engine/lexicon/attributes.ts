/**
 * Language that names an attribute without naming its field: comparatives and verbs ("older than", "earns"),
 * units after a number ("years old", "kg"), and the words that lead a value ("named X"). Each maps to field-name
 * words the schema may use; the field resolver looks those words up in the schema's own names.
 */
/** Field-name words of what a person is paid, which verbs of earning ("earns", "makes", "paid") imply. */
const PAY_WORDS: readonly string[] = ['salary', 'wage', 'pay', 'income', 'earning', 'compensation', 'remuneration', 'stipend'];
/** Field-name words of what is given, which verbs of giving ("donated", "contributed") imply. */
const GIFT_WORDS: readonly string[] = ['amount', 'donation', 'contribution', 'gift'];
export const ATTRIBUTE_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['older', ['age']], ['younger', ['age']], ['aged', ['age']], ['age', ['age']], ['old', ['age']],
  ['earn', PAY_WORDS], ['earns', PAY_WORDS], ['earning', PAY_WORDS], ['earned', PAY_WORDS], ['paid', PAY_WORDS],
  ['make', PAY_WORDS], ['makes', PAY_WORDS], ['making', PAY_WORDS],
  ['weigh', ['weight']], ['weighs', ['weight']], ['weighing', ['weight']], ['heavier', ['weight']], ['lighter', ['weight']],
  ['taller', ['height']], ['tall', ['height']], ['high', ['height']],
  ['deeper', ['depth', 'draft', 'draught']], ['shallower', ['depth', 'draft', 'draught']], ['wider', ['width', 'beam', 'breadth']], ['narrower', ['width', 'beam', 'breadth']],
  ['cost', ['price', 'cost', 'fee']], ['costs', ['price', 'cost', 'fee']], ['costing', ['price', 'cost', 'fee']],
  ['priced', ['price']], ['cheaper', ['price', 'cost']], ['pricier', ['price', 'cost']], ['expensive', ['price', 'cost']],
  ['longer', ['length', 'duration', 'distance']], ['shorter', ['length', 'duration', 'distance']], ['farther', ['distance']], ['further', ['distance']], ['lasting', ['duration', 'length']], ['lasted', ['duration', 'length']],
  ['born', ['birth', 'born']], ['established', ['established', 'founded']],
  ['built', ['built', 'construction', 'opened']], ['opened', ['opening', 'opened']],
  ['scored', ['score', 'point']], ['rated', ['rating', 'rated']], ['worth', ['amount', 'value', 'price', 'worth']],
  ['amounting', ['amount']], ['valued', ['value', 'amount']], ['scoring', ['score', 'point']], ['ranked', ['rank', 'ranking']],
  ['enrolled', ['enrollment', 'enrolment', 'enr']], ['populated', ['population']], ['populous', ['population']],
  ['named', ['name', 'title']], ['called', ['name', 'title']], ['titled', ['title', 'name']], ['entitled', ['title', 'name']], ['labeled', ['label', 'name']],
  ['labelled', ['label', 'name']], ['located', ['location', 'city', 'address']], ['living', ['city', 'address', 'residence']],
  ['lives', ['city', 'address', 'residence']], ['live', ['city', 'address', 'residence']],
  ['residing', ['city', 'address', 'residence']], ['resides', ['city', 'address', 'residence']], ['based', ['city', 'location', 'base']],
  ['headed', ['destination', 'arrival']], ['heading', ['destination', 'arrival']], ['tagged', ['tag', 'label']], ['going', ['destination', 'arrival']], ['bound', ['destination']],
  // sending says where to: "orders shipped to Lyon", "parcels that went to Peru"
  ['went', ['destination', 'arrival', 'ship', 'delivery']], ['sent', ['destination', 'ship', 'delivery', 'recipient']],
  ['shipped', ['ship', 'shipping', 'destination', 'delivery']], ['delivered', ['delivery', 'ship', 'shipping', 'destination']],
  ['mailed', ['destination', 'ship', 'delivery', 'recipient']], ['dispatched', ['destination', 'ship', 'delivery']],
  ['arriving', ['destination', 'arrival']], ['departing', ['origin', 'departure', 'source']], ['leaving', ['origin', 'departure', 'source']],
  ['founded', ['founder', 'founded', 'founding', 'established']], ['started', ['founder', 'start']], ['created', ['creator', 'founder', 'created', 'founded']],
  ['published', ['publisher', 'published']], ['written', ['writer', 'author']],
  // who someone writes for: "critics writing for X"
  ['writing', ['publication', 'outlet', 'newspaper', 'magazine']], ['writes', ['publication', 'outlet', 'newspaper', 'magazine']], ['directed', ['director']], ['owned', ['owner']],
  // who cares for a patient or answers for a record: "seen by 1234567893", "prescribed by", "reports to"
  ['seen', ['provider', 'physician', 'doctor', 'clinician', 'practitioner']], ['treated', ['provider', 'physician', 'doctor', 'clinician', 'practitioner']],
  ['attended', ['attending']], ['prescribed', ['prescriber', 'prescribing']],
  ['referred', ['referrer', 'referring']], ['assigned', ['assignee', 'assigned']], ['report', ['manager', 'supervisor']], ['reports', ['manager', 'supervisor']], ['reporting', ['manager', 'supervisor']],
  ['managed', ['manager']], ['run', ['operator']], ['operated', ['operator']],
  // who puts a thing on offer: "courses offered by CS", "plans offered by Acme"
  ['offered', ['department', 'provider', 'supplier', 'vendor']],
  ['coached', ['coach']], ['led', ['leader']], ['hosted', ['host']], ['sponsored', ['sponsor']],
  // who pays for cover: "boats insured by X", "members covered by X"
  ['insured', ['insurer', 'insurance', 'payer', 'carrier']], ['covered', ['insurer', 'insurance', 'payer', 'coverage']],
  // movement says where to: "trains that go to X", "flights travelling to X"
  ['go', ['destination', 'arrival']], ['goes', ['destination', 'arrival']], ['travel', ['destination', 'arrival']],
  ['travels', ['destination', 'arrival']], ['traveling', ['destination', 'arrival']], ['travelling', ['destination', 'arrival']],
  ['released', ['publisher', 'label', 'release']],
  // where an event took place: "matches played at Arena Nova", "concerts held at the Old Mill"
  ['played', ['venue', 'stadium', 'arena', 'ground']], ['held', ['venue', 'location']], ['staged', ['venue', 'location']],
  // who moves goods: "orders did Acme Freight deliver" (past forms lead places: "shipped from Harwick")
  ['ship', ['carrier', 'courier', 'shipper']],
  ['deliver', ['carrier', 'courier']], ['delivers', ['carrier', 'courier']],
  // speed and debt go by other names in schemas
  ['speed', ['speed', 'velocity']], ['faster', ['speed', 'velocity']], ['slower', ['speed', 'velocity']],
  // giving says how much: "donors who contributed at least 9", "members who donated over 500"
  ['donated', GIFT_WORDS], ['donate', GIFT_WORDS], ['donates', GIFT_WORDS], ['contributed', GIFT_WORDS], ['contribute', GIFT_WORDS],
  ['contributes', GIFT_WORDS], ['gave', GIFT_WORDS],
  ['owe', ['outstanding', 'balance', 'debt', 'owed', 'due']], ['owes', ['outstanding', 'balance', 'debt', 'owed', 'due']], ['owing', ['outstanding', 'balance', 'debt', 'owed', 'due']],
  ['marked', ['status', 'outcome', 'result', 'type']], ['listed', ['status', 'category']], ['classified', ['type', 'category', 'class']],
  ['categorized', ['category', 'type']], ['categorised', ['category', 'type']], ['flagged', ['status', 'flag']],
]);

/** The field words a word implies, written as listed or in the plural of a listed noun ("speeds" as "speed"). */
export const impliedAttributes = (word: { readonly text: string; readonly canon: string }): readonly string[] | undefined =>
  ATTRIBUTE_WORDS.get(word.text) ?? ATTRIBUTE_WORDS.get(word.canon);

/**
 * Verbs that say how many something holds ("halls accommodating more than 80 guests", "barns that seat over 300"):
 * the number is the holder's stored capacity, not a count of the people named after it. HOLDING_VERBS say so only
 * after a modal ("can hold 50 to 100", "could fit over 200"): "halls that hold more than 2 students" counts the
 * students held, "customers who hold two accounts" counts accounts.
 */
const CAPACITY_VERBS: ReadonlySet<string> = new Set([
  'accommodate', 'accommodates', 'accommodating', 'accommodated', 'accomodate', 'accomodates', 'accomodating',
  'seat', 'seats', 'sleep', 'sleeps',
]);
const HOLDING_VERBS: ReadonlySet<string> = new Set(['hold', 'sit', 'fit', 'house', 'take', 'host', 'carry']);
const MODALS: ReadonlySet<string> = new Set(['can', 'could', 'may', 'might', 'will', 'would']);

/** Whether `words[at]` is a verb of capacity as used there (a holding verb counts only after a modal). */
export function saysCapacityAt(words: readonly { text: string }[], at: number): boolean {
  const verb = words[at]?.text ?? '';
  return CAPACITY_VERBS.has(verb) || (HOLDING_VERBS.has(verb) && MODALS.has(words[at - 1]?.text ?? ''));
}
/** Field-name words of a capacity, most specific first. */
export const CAPACITY_ATTRIBUTES: readonly string[] = ['capacity', 'occupancy', 'seating', 'seat'];

/** Comparatives that carry their attribute ("older than 40" → age over 40). */
export const ATTRIBUTE_COMPARATIVES: ReadonlyArray<readonly [string, '$gt' | '$lt']> = [
  ['older than', '$gt'], ['younger than', '$lt'], ['taller than', '$gt'], ['shorter than', '$lt'], ['heavier than', '$gt'],
  ['lighter than', '$lt'], ['cheaper than', '$lt'], ['pricier than', '$gt'], ['more expensive than', '$gt'],
  ['less expensive than', '$lt'], ['earlier than', '$lt'], ['later than', '$gt'], ['deeper than', '$gt'], ['shallower than', '$lt'],
  ['wider than', '$gt'], ['narrower than', '$lt'],
];

/** Comparatives that say age themselves: "older than 60" is an age wherever the schema keeps one. */
export const AGE_COMPARATIVES: ReadonlySet<string> = new Set(['older', 'younger']);

/**
 * Nouns counting what a thing holds or houses ("50 seats", "40 floors"), with the attributes they name: a unit after a
 * number (UNIT_ATTRIBUTES), and a counting unit (COUNTED_UNITS).
 */
const HELD_COUNT_UNITS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['seats', ['seat', 'capacity']], ['people', ['capacity', 'population']],
  ['residents', ['population']], ['inhabitants', ['population']], ['students', ['enrollment', 'enrolment']], ['pupils', ['enrollment', 'enrolment']], ['attendees', ['attendance', 'audience']],
  ['stories', ['floor', 'storey', 'story']], ['storeys', ['floor', 'storey', 'story']], ['floors', ['floor', 'storey', 'story']],
];

/** Units after a number that name the attribute measured ("32 years old", "80 kg", "5 stars"). */
export const UNIT_ATTRIBUTES: ReadonlyMap<string, readonly string[]> = new Map([
  ['years', ['age', 'year']], ['kg', ['weight']], ['kilograms', ['weight']], ['pounds', ['weight']], ['lbs', ['weight']],
  ['cm', ['height', 'length']], ['centimeters', ['height', 'length']], ['centimetres', ['height', 'length']],
  ['inches', ['height', 'length']], ['meters', ['height', 'length', 'meter']], ['metres', ['height', 'length', 'meter']],
  ['grams', ['weight']], ['kilometers', ['distance', 'length']], ['kilometres', ['distance', 'length']], ['feet', ['height', 'feet', 'length']],
  ['dollars', ['price', 'cost', 'amount', 'salary']], ['stars', ['star', 'rating']], ['points', ['point', 'score']],
  ['gb', ['memory', 'storage', 'capacity']], ['mb', ['memory', 'storage', 'size']], ['km', ['distance', 'length']],
  ['miles', ['distance', 'length']], ['acres', ['area', 'acre', 'acreage', 'hectare', 'size']], ['hectares', ['area', 'hectare', 'acre', 'size']],
  ...HELD_COUNT_UNITS,
]);

/**
 * Nouns counting what a thing holds, houses or draws ("50 seats", "20k spectators", "40 floors"), with the attributes they
 * name: a number said in one is the stored attribute, when a field's name ends in it. Those beyond HELD_COUNT_UNITS are
 * read only here, after a compared number.
 */
export const COUNTED_UNITS: ReadonlyMap<string, readonly string[]> = new Map([
  ...HELD_COUNT_UNITS,
  // room a holder has, and the crowd an event draws
  ['slots', ['capacity', 'slot']], ['spaces', ['capacity', 'space']], ['spots', ['capacity', 'spot']], ['berths', ['capacity', 'berth']],
  ['spectators', ['attendance', 'audience', 'crowd', 'spectator']], ['viewers', ['viewer', 'audience', 'viewership']],
  // how many of a thing were made, printed or shipped: the quantity of the batch
  ['copies', ['quantity', 'qty', 'copies']], ['pieces', ['quantity', 'qty', 'piece']],
]);

/**
 * Units of time, length, weight, area, power and volume by what they measure, in the forms questions say them and field names end in
 * them, each with its size in the measure's base unit (seconds, metres, kilograms, hectares), so a number said in one
 * unit can be restated in the unit a field's name ends in ("longer than 2 hours" on `ride_secs` is more than 7200): the
 * one list the unit tables below, the duration units (UNIT_ROLES) and the field index's unit words read.
 */
const UNIT_SIZES_BY_MEASURE: Readonly<Record<string, ReadonlyArray<readonly [readonly string[], number]>>> = {
  time: [[['second', 'seconds', 'sec', 'secs', 's'], 1], [['minute', 'minutes', 'min', 'mins'], 60], [['hour', 'hours', 'hr', 'hrs', 'h'], 3600]],
  length: [
    [['metre', 'metres', 'meter', 'meters', 'm'], 1], [['kilometre', 'kilometres', 'kilometer', 'kilometers', 'km'], 1000],
    [['centimetre', 'centimetres', 'centimeter', 'centimeters', 'cm'], 0.01], [['millimetre', 'millimetres', 'millimeter', 'millimeters', 'mm'], 0.001],
    [['foot', 'feet', 'ft'], 0.3048], [['mile', 'miles', 'mi'], 1609.344], [['inch', 'inches'], 0.0254],
  ],
  weight: [[['kilogram', 'kilograms', 'kg'], 1], [['gram', 'grams', 'g'], 0.001], [['milligram', 'milligrams', 'mg'], 0.000001], [['pound', 'pounds', 'lb', 'lbs'], 0.45359237], [['tonne', 'tonnes', 'ton', 'tons'], 1000]],
  area: [[['acre', 'acres'], 0.40468564224], [['hectare', 'hectares', 'ha'], 1]],
  power: [[['horsepower', 'hp', 'bhp'], 1], [['kilowatt', 'kilowatts', 'kw'], 1.34102208959503]],
  volume: [[['litre', 'litres', 'liter', 'liters'], 1], [['millilitre', 'millilitres', 'milliliter', 'milliliters', 'ml'], 0.001]],
};
const UNITS_BY_MEASURE: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(UNIT_SIZES_BY_MEASURE).map(([measure, sizes]) => [measure, sizes.flatMap(([units]) => units)]),
);
/** Each unit word's size in its measure's base unit (UNIT_SIZES_BY_MEASURE). */
export const UNIT_SIZE: ReadonlyMap<string, number> = new Map(Object.values(UNIT_SIZES_BY_MEASURE).flat().flatMap(([units, size]) => units.map((u) => [u, size] as const)));

/** Units of time ("2 hours", `wait_mins`). */
export const TIME_UNIT_WORDS: readonly string[] = UNITS_BY_MEASURE.time;

/**
 * A number with "m" written on it ("15m") is so many metres only where some field keeps a length in metres (`length_m`,
 * `beam_metres`) and, since the number before, the question says a dimension or a comparative of size and no verb of
 * money, with nothing after the number it could count; else millions (saysMetres). METRE_UNITS: the metre words a
 * field's name ends in. LENGTH_DIMENSIONS: the words that, in a field's name, make a one-letter `_m` a length rather
 * than minutes (`wait_m`), and, in the question, say the bound is a length.
 */
export const METRE_UNITS: ReadonlySet<string> = new Set(['m', 'metre', 'metres', 'meter', 'meters']);
export const LENGTH_DIMENSIONS: ReadonlySet<string> = new Set([
  'length', 'height', 'depth', 'width', 'beam', 'breadth', 'draft', 'draught', 'elevation', 'altitude', 'distance', 'loa',
  'span', 'diameter', 'radius', 'thickness', 'clearance', 'headroom',
]);
/** Comparatives of size that say a bound is a length ("deeper than 3m"): said before the number, as a dimension may be instead, they let "m" be metres. */
export const LENGTH_COMPARATIVE_WORDS: ReadonlySet<string> = new Set([
  'longer', 'taller', 'deeper', 'wider', 'higher', 'shorter', 'shallower', 'narrower',
]);
/** Verbs of money or output: near one, "2m" is millions even where a length is kept in metres ("cost over 2m"). */
export const MILLIONS_VERBS: ReadonlySet<string> = new Set([
  'cost', 'costs', 'costing', 'worth', 'priced', 'sold', 'selling', 'earning', 'earned', 'earns', 'produced', 'producing',
  'raised', 'raising', 'paid', 'spent', 'grossed', 'valued',
]);

/** Units of length, weight and area: they measure one attribute whatever field the sentence named before the bound. */
export const PHYSICAL_UNITS: ReadonlySet<string> = new Set([...UNITS_BY_MEASURE.length, ...UNITS_BY_MEASURE.weight, ...UNITS_BY_MEASURE.area]);

/**
 * Units by what they measure: a number said in one ("longer than 2 hours", "over 30 metres") is kept in a field whose
 * name ends in any unit of the same measure (`trip_secs`, `hull_length_m`), restated in that field's unit (UNIT_SIZE).
 */
export const UNIT_MEASURES: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(UNITS_BY_MEASURE));
/** The measure each unit word measures ("hectares" → area). */
export const MEASURE_OF_UNIT: ReadonlyMap<string, string> = new Map([...UNIT_MEASURES].flatMap(([measure, units]) => units.map((u) => [u, measure] as const)));

/** Every unit of UNITS_BY_MEASURE. */
export const MEASURE_UNIT_WORDS: readonly string[] = Object.values(UNITS_BY_MEASURE).flat();

/**
 * Units a number may be written glued to ("40kg", "12min", "500mg"): the tokeniser reads the number and the unit as
 * two words. One-letter units are left out ("5m" is five million, "5g" a network, "10s" a decade or a plural).
 */
export const GLUED_UNITS: readonly string[] = [...MEASURE_UNIT_WORDS, 'usd', 'eur', 'gbp'].filter((u) => u.length > 1);

/** A number written as money ("$1,000", "€50", "50 euros") is an amount. */
export const CURRENCY_ATTRIBUTES: readonly string[] = ['amount', 'total', 'price', 'cost', 'revenue', 'salary', 'fee', 'value', 'budget', 'balance', 'pay', 'fare', 'toll'];
/** Words after a number that say it is money ("20 bucks", "3k euros"); "pounds" also weighs, and stays a weight. */
export const CURRENCY_UNITS: ReadonlySet<string> = new Set(['dollar', 'dollars', 'bucks', 'euro', 'euros', 'usd', 'eur', 'gbp', 'yen', 'quid']);
/** Units of weight that also name a currency, with its code: "total pounds" asks money where a field is kept in it (`sales_gbp`). */
export const CURRENCY_NAMED_UNITS: ReadonlyMap<string, string> = new Map([['pound', 'gbp'], ['pounds', 'gbp']]);
/** Words that multiply the number before them ("2.5 million"); "k" and "m" written on the number are read by the tokeniser. */
export const MULTIPLIERS: ReadonlyMap<string, number> = new Map([
  ['thousand', 1e3], ['million', 1e6], ['millions', 1e6], ['mn', 1e6], ['billion', 1e9], ['billions', 1e9], ['bn', 1e9], ['trillion', 1e12],
]);

/**
 * Verbs of working and studying: "at" after them leads an organisation ("people who work at Acme"), not a place,
 * so the name goes to the field the verb names, if the schema has one.
 */
const WORKPLACE_FIELDS = ['employer', 'company', 'workplace', 'organisation', 'organization', 'firm'];
const SCHOOL_FIELDS = ['school', 'university', 'college', 'institution'];
/**
 * Verbs of keeping a thing or a person at a home place ("boats based in Alnmouth", "crews stationed at LHR"): "in" as
 * well as "at" leads that home, kept in a field named for a home or a base (`home_port`, `base_airport`).
 */
export const BASING_VERBS: readonly string[] = ['based', 'stationed', 'homed', 'moored', 'garaged'];
const HOME_BASE_FIELDS = ['home', 'base'];

/**
 * A verb putting records at a place, the words right after it that lead the place, and the words of the field keeping
 * it: "vans based at KRS", "riders stationed in Leith" keep a home or base (`base_depot`, `homePort`); "parcels
 * delivered to Lisbon" where they are sent (`delivery_country`, `shipping_city`).
 */
export interface Placement {
  readonly kind: string;
  readonly leads: readonly (readonly string[])[];
  readonly fieldWords: readonly string[];
  /** words of the party at the place (`recipient_city`), which keep it only beside a place's word: a `recipient` is a person */
  readonly partyWords?: readonly string[];
}
const HOME_BASE: Placement = { kind: 'home-base', leads: [['at'], ['in'], ['out', 'of']], fieldWords: HOME_BASE_FIELDS };
/** Words of the party a sending leaves from and the one it goes to (`sender_city`, `recipient_city`): each keeps a route's end. */
export const SENDING_PARTY_WORDS: readonly string[] = ['sender', 'shipper', 'consignor'];
export const RECEIVING_PARTY_WORDS: readonly string[] = ['recipient', 'receiver', 'consignee', 'addressee'];
const SENT_TO: Placement = { kind: 'sent-to', leads: [['to']], fieldWords: ['ship', 'shipping', 'delivery', 'destination'], partyWords: RECEIVING_PARTY_WORDS };
export const PLACEMENT_VERBS: ReadonlyMap<string, Placement> = new Map([
  ...BASING_VERBS.map((verb) => [verb, HOME_BASE] as const),
  ...['ship', 'ships', 'shipping', 'shipped', 'send', 'sends', 'sending', 'sent', 'deliver', 'delivers', 'delivering', 'delivered', 'mailed', 'dispatched']
    .map((verb) => [verb, SENT_TO] as const),
]);
/**
 * Words of a field keeping a place beside a placement's own word (`delivery_country`, `base_depot`, `homePort`):
 * a placement word with none of them names something else there (`base_salary`, `shipping_cost`, `home_phone`).
 */
export const PLACE_HOLDING_WORDS: readonly string[] = [
  'country', 'nation', 'city', 'town', 'state', 'province', 'region', 'county', 'airport', 'port', 'station', 'location', 'loc',
  'address', 'code', 'hub', 'depot', 'terminal', 'site',
];
export const WORKPLACE_VERBS: ReadonlyMap<string, readonly string[]> = new Map([
  ...['work', 'works', 'worked', 'working', 'employed', 'hired', 'intern', 'interns', 'interned', 'interning']
    .map((verb) => [verb, WORKPLACE_FIELDS] as const),
  ...['study', 'studies', 'studied', 'studying', 'enrolled', 'teach', 'teaches', 'taught', 'teaching', 'graduated']
    .map((verb) => [verb, SCHOOL_FIELDS] as const),
  ...BASING_VERBS.map((verb) => [verb, HOME_BASE_FIELDS] as const),
]);
