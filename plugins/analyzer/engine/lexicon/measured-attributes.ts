import { WHOLE_AMOUNT_WORDS } from './grouping.ts';
import { PERIODIC_ADJECTIVES, TIME_UNITS } from './words.ts';

/**
 * Words that ask for a measured quantity without naming its field: question words ("how old", "how fast"), verbs of
 * paying, holding or attending, and nouns with a usual other name ("speed" for a `velocity` field). Each maps to the
 * field-name words a schema may store that quantity under; an accumulator left without a field looks them up.
 */
/** Measure nouns read only as written, never by their singular ("how many units" is a quantity; "unit cost" a price). */
export const PLURAL_ONLY_MEASURES: ReadonlySet<string> = new Set(['units']);

/**
 * Shortened measure nouns that stand for their measure only where no field of the schema is named by the shortening
 * before its own head: beside `comp_score` or `comp_tickets` "comp" names that field's kind, not pay.
 */
export const SHORTENED_MEASURES: ReadonlySet<string> = new Set(['comp']);

/**
 * Measure nouns of a span of time, and the units such a span is counted in: a field naming a unit beside another word
 * (`Years_serving`, `Minutes_open`) keeps how long something lasted, where no field is named by the noun's own words.
 * ("length" is no such noun: it is more often a distance.)
 */
export const DURATION_NOUNS: ReadonlySet<string> = new Set(['duration', 'long']);
export const SPAN_UNITS: readonly string[] = [...new Set([...TIME_UNITS.values(), 'minute', 'second'])];

/**
 * Field words a measure noun names only where the field keeps money, read when none of its usual words (MEASURED_ATTRIBUTES)
 * names a field: income is a `total` or an `amount` in money, never `total_parcels` or `total_weight`.
 */
export const MONEY_ONLY_MEASURES: ReadonlyMap<string, readonly string[]> = new Map([['income', ['total', 'amount']]]);

/**
 * Nouns of records that each are a sum of money paid or owed: "the total tolls per driver", "the average payment"
 * add up or average the one money amount such records keep ("how many tolls" still counts them; "orders" or
 * "purchases" are things bought, whose total is how many).
 */
export const MONEY_RECORD_NOUNS: ReadonlySet<string> = new Set([
  'fine', 'payment', 'fee', 'donation', 'contribution', 'invoice', 'bill', 'charge', 'refund', 'deposit', 'expense',
  'penalty', 'premium', 'pledge', 'grant', 'tip', 'reimbursement', 'payout', 'remittance', 'wage', 'salary',
]);
/**
 * Words of a money field that say only the amount of such a record (`amount`, `total_amount`, `fine_amount`): any
 * other word qualifies it as some other figure about the record (`estimated_cost`, `bail_amount`), which a total of
 * the records does not add up.
 */
export const PLAIN_AMOUNT_WORDS: ReadonlySet<string> = new Set(['amount', 'sum', ...WHOLE_AMOUNT_WORDS]);

/** "spend on parts", "pay for visits": the words before the things money is paid for. */
export const PAID_FOR: ReadonlySet<string> = new Set(['on', 'for']);
/**
 * Words of a price of one unit or one period (`unit_price`, `monthly_fee`, `nightly_rate`): what was paid for the
 * things over time is no sum of those prices. The period adverbs and adjectives as written (PERIODIC_ADJECTIVES);
 * readers compare canonical forms ("weekly" → "weeklie").
 */
export const PER_UNIT_PRICE_WORDS: ReadonlySet<string> = new Set(['unit', 'per', 'each', 'nightly', ...PERIODIC_ADJECTIVES]);

export const MEASURED_ATTRIBUTES: ReadonlyMap<string, readonly string[]> = new Map([
  ['old', ['age']], ['age', ['age']],
  ['fast', ['speed', 'velocity']], ['speed', ['speed', 'velocity']], ['velocity', ['velocity', 'speed']],
  ['tall', ['height']], ['heavy', ['weight']], ['weigh', ['weight']], ['long', ['length', 'duration']], ['length', ['length', 'duration']],
  ['cost', ['price', 'cost', 'fee']], ['expense', ['cost', 'expense', 'price', 'fee']], ['price', ['price', 'cost', 'fee']], ['pricing', ['price', 'cost', 'fee']], ['priced', ['price']],
  ['paid', ['paid', 'payment', 'amount']], ['pay', ['payment', 'paid', 'pay', 'salary']], ['payment', ['payment', 'paid', 'amount']],
  ['spent', ['spent', 'payment', 'paid', 'amount', 'cost', 'expense', 'price']], ['spend', ['spent', 'payment', 'paid', 'amount', 'cost', 'expense']],
  ['spending', ['spent', 'spending', 'payment', 'paid', 'amount', 'cost', 'expense']],
  // what was asked of a payer: "billed", "charged", "invoiced" read the amount a bill states
  ['billed', ['billed', 'billing', 'charge', 'charged', 'due', 'invoiced', 'amount', 'total']], ['charged', ['charged', 'charge', 'billed', 'due', 'fee', 'amount', 'cost']],
  ['invoiced', ['invoiced', 'billed', 'due', 'amount', 'total']], ['charge', ['charge', 'charged', 'fee', 'cost', 'price', 'amount']],
  // money given back is an amount of a payment: "refunded", "reimbursed"
  ['refunded', ['refunded', 'refund', 'amount']], ['reimbursed', ['reimbursed', 'reimbursement', 'amount']],
  ['owed', ['due', 'outstanding']], ['due', ['due', 'outstanding']], ['outstanding', ['outstanding', 'due']],
  ['earn', ['salary', 'wage', 'earning', 'income']], ['salary', ['salary', 'wage', 'pay']],
  ['income', ['income', 'revenue', 'earning', 'salary', 'wage']], ['size', ['size', 'area']], ['duration', ['duration', 'length']], ['earnings', ['earning', 'profit', 'income', 'salary']],
  ['transacted', ['transaction', 'amount']],
  ['accommodate', ['capacity', 'occupancy']], ['accommodated', ['capacity', 'occupancy']], ['hold', ['capacity', 'occupancy']],
  ['capacity', ['capacity', 'occupancy', 'seating']], ['seat', ['seating', 'capacity']], ['seated', ['seating', 'capacity']], ['seating', ['seating', 'capacity']],
  ['attendee', ['attendance', 'audience']], ['attend', ['attendance', 'audience']], ['attended', ['attendance', 'audience']],
  ['traveler', ['passenger']], ['traveller', ['passenger']], ['passenger', ['passenger']], ['occupant', ['occupancy', 'capacity']],
  ['stay', ['occupancy', 'capacity']], ['sleep', ['occupancy', 'capacity', 'bed']],
  ['kill', ['killed']], ['killed', ['killed']], ['injury', ['injured']], ['harmed', ['injured']], ['hurt', ['injured']],
  ['populated', ['population']], ['populous', ['population']], ['resident', ['population']], ['inhabitant', ['population']],
  ['enrolled', ['enrollment', 'enrolment']], ['enrollment', ['enrollment', 'enrolment']],
  ['score', ['score', 'rating', 'point', 'mark', 'grade']], ['rating', ['rating', 'score', 'star']], ['point', ['point', 'pts', 'score']],
  ['mark', ['mark', 'score', 'grade']], ['grade', ['grade', 'score', 'mark']], ['wage', ['wage', 'salary', 'pay']],
  // money taken in: what the sales' records say was paid, their totals and fees before a unit price
  ['revenue', ['revenue', 'sales', 'income', 'turnover', 'total', 'amount', 'paid', 'payment', 'fee', 'charge', 'value', 'price']],
  ['money', ['amount', 'paid', 'payment', 'value', 'total', 'fee', 'price']], ['sales', ['sales', 'sold', 'revenue', 'turnover', 'total', 'amount']], ['profit', ['profit', 'earning', 'income']],
  ['weight', ['weight', 'mass']], ['mass', ['mass', 'weight']], ['tonnage', ['tonnage', 'displacement', 'deadweight', 'ton', 'tonne', 'weight']], ['length', ['length', 'duration', 'runtime', 'distance', 'hour']],
  ['distance', ['distance', 'length', 'mileage']], ['area', ['area', 'size', 'surface']], ['budget', ['budget', 'budgeted', 'funding']],
  ['attendance', ['attendance', 'audience', 'crowd']], ['crowd', ['crowd', 'attendance', 'audience']], ['audience', ['audience', 'attendance', 'viewer']],
  ['stock', ['stock', 'quantity', 'inventory']], ['quantity', ['quantity', 'qty', 'amount']], ['units', ['quantity', 'qty']], ['fee', ['fee', 'price', 'cost', 'charge']],
  ['fare', ['fare', 'price', 'cost']], ['prize', ['prize', 'purse', 'award']], ['purse', ['purse', 'prize']], ['rent', ['rent', 'price']], ['temperature', ['temperature', 'temp']],
  ['experience', ['experience', 'seniority']], ['horsepower', ['horsepower', 'hp', 'power']], ['mileage', ['mileage', 'distance', 'mile', 'odometer']],
  // time worked or taken, said shortened: "hrs logged"
  ['hrs', ['hour', 'duration']],
  // counts and pay said short: "pax" for people carried or staying, "qty", "comp" for pay
  ['pax', ['pax', 'guest', 'passenger']], ['qty', ['qty', 'quantity']], ['comp', ['compensation', 'comp', 'salary', 'pay', 'wage']],
  // money taken in or handed out under another name: "tolls collected", "the average award", "payroll"
  ['collected', ['collected', 'paid', 'received', 'amount']], ['award', ['award', 'grant', 'prize']], ['payroll', ['payroll', 'salary', 'wage', 'pay']],
  // money given: "how much was donated", "how much have members contributed"
  ['donated', ['donation', 'contribution', 'gift', 'amount']], ['contributed', ['contribution', 'donation', 'amount']],
  // weather measures under the short field words weather records commonly use
  ['rainfall', ['rainfall', 'precipitation', 'precip', 'prcp', 'rain']], ['rain', ['rain', 'rainfall', 'precipitation', 'precip', 'prcp']],
  ['precip', ['precip', 'precipitation', 'prcp', 'rainfall']], ['precipitation', ['precipitation', 'precip', 'prcp', 'rainfall']],
  ['humidity', ['humidity', 'rh']],
  // bitterness under the unit it is kept in: international bitterness units
  ['bitterness', ['bitterness', 'ibu']],
]);
