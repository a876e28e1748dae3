import { TIME_UNIT_WORDS } from './attributes.ts';
/**
 * Word tables the stages read. Keeping them here (not in if-chains) lets a reader see the whole vocabulary at once
 * and lets the stages stay small. Multi-word entries are matched against consecutive tokens.
 */

export type AggregateOp = '$sum' | '$avg' | '$min' | '$max' | '$count';
export type ComparisonOp = '$gt' | '$gte' | '$lt' | '$lte' | '$ne' | '$eq';
export type TimeUnit = 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

/** Phrases that name an aggregation. `count` phrases need no metric. */
export const OPERATION_PHRASES: ReadonlyArray<readonly [string, AggregateOp]> = [
  ['how many', '$count'], ['number of', '$count'], ['count of', '$count'], ['count', '$count'], ['counts', '$count'],
  ['counting', '$count'], ['tally', '$count'],
  ['average', '$avg'], ['avg', '$avg'], ['mean', '$avg'], ['averaged', '$avg'], ['typical', '$avg'], ['typically', '$avg'],
  ['total number of', '$count'], ['total count of', '$count'], ['total count', '$count'], ['total', '$sum'], ['sum of', '$sum'], ['sum', '$sum'],
  ['minimum', '$min'], ['min', '$min'], ['lowest value of', '$min'],
  ['maximum', '$max'], ['max', '$max'], ['highest value of', '$max'],
  ['aggregate', '$sum'], ['combined', '$sum'], ['cumulative', '$sum'], ['overall', '$sum'], ['aggregated', '$sum'],
  ['accumulated', '$sum'], ['peak', '$max'], ['how much', '$sum'],
];

/** Count phrases that ask a question ("how many 4-star ratings"): a number after them qualifies the records counted. */
export const COUNT_QUESTION_PHRASES: ReadonlySet<string> = new Set(['how many']);

/** One-word accumulators other than counting, canonical, by operation ("average" → $avg, "peak" → $max). */
export const ACCUMULATOR_WORDS: ReadonlyMap<string, AggregateOp> = new Map(
  OPERATION_PHRASES.filter(([phrase, op]) => op !== '$count' && !phrase.includes(' ')),
);

/**
 * Words that tie a record to the value it holds ("the kennel *with* the maximum fee", "the team that *has* the minimum
 * budget"): an extreme word after them and "the" ranks those records, it does not ask for the extreme value.
 */
export const HOLDING_WORDS: ReadonlySet<string> = new Set(['with', 'has', 'have', 'had', 'having']);

/**
 * Superlatives compared against ("weighs more than the highest load", "lower than the smallest budget"): the value
 * compared to is that aggregate of the field, like "than the maximum load".
 */
export const COMPARED_EXTREMES: ReadonlyMap<string, AggregateOp> = new Map([
  ['highest', '$max'], ['largest', '$max'], ['greatest', '$max'], ['biggest', '$max'],
  ['lowest', '$min'], ['smallest', '$min'],
]);

/** Aggregation words that only aggregate a field named after them ("overall budget", not "overall best"). */
export const FIELD_ONLY_OPERATIONS: ReadonlySet<string> = new Set([
  'aggregate', 'combined', 'cumulative', 'overall', 'typical', 'typically', 'aggregated', 'accumulated', 'peak', 'how much',
]);

/** Verbs of money changing hands: after "how much" they ask the amount added up ("how much did we spend"). */
export const MONEY_VERBS: ReadonlySet<string> = new Set([
  'spend', 'spent', 'pay', 'paid', 'earn', 'earned', 'charge', 'charged', 'bill', 'billed', 'invoice', 'invoiced', 'owe', 'owed',
  'donate', 'donated', 'contribute', 'contributed',
]);

/**
 * Verbs of records taking money in, after "how much" and the records ("how much did the tours *bring in*"): they ask
 * the records' takings added up ("make" and "generate" are left out: records also make and generate goods or power).
 */
export const EARNING_PHRASES: readonly string[] = ['bring in', 'brought in', 'take in', 'took in', 'gross', 'grossed', 'earn', 'earned'];
/** Verbs of records costing money, after "how much" and the records ("how much did repairs *cost*"). */
export const COSTING_PHRASES: readonly string[] = ['cost'];
/** Nouns of money in general, said between "how much" and its verb ("how much *money* did the tours bring in"). */
export const MONEY_NOUNS: ReadonlySet<string> = new Set(['money', 'cash']);

/**
 * Words right after a figure that say it is added up over the records ("total fees *collected*", "the total approved
 * *across* all claims"): verbs of money changing hands and of gathering it, or spreading it over records.
 */
export const SUMMED_CUES: ReadonlySet<string> = new Set([...MONEY_VERBS, 'collected', 'received', 'raised', 'across']);

/** The word that adds a figure up ("the total fare") and opens the names of fields keeping one (`totalHours`). */
export const TOTAL_WORD = 'total';

/** Tally nouns that may follow the noun of what they count ("floor count", "subscriber counts", "citation count of"). */
export const TALLY_PHRASES: ReadonlySet<string> = new Set(['count', 'counts', 'count of']);

/** Comparison phrases placed before a value ("more than 50", "at least 3"). */
export const COMPARISON_PHRASES: ReadonlyArray<readonly [string, ComparisonOp]> = [
  ['more than', '$gt'], ['greater than', '$gt'], ['higher than', '$gt'], ['larger than', '$gt'], ['bigger than', '$gt'],
  ['longer than', '$gt'], ['over', '$gt'], ['above', '$gt'], ['exceeding', '$gt'], ['exceeds', '$gt'], ['exceed', '$gt'],
  ['in excess of', '$gt'], ['an excess of', '$gt'], ['upwards of', '$gt'], ['surpassing', '$gt'], ['surpasses', '$gt'],
  ['surpass', '$gt'], ['surpassed', '$gt'], ['exceeded', '$gt'], ['beyond', '$gt'], ['>', '$gt'], ['>=', '$gte'], ['=>', '$gte'],
  ['at least', '$gte'], ['no less than', '$gte'], ['not less than', '$gte'], ['minimum of', '$gte'], ['or more', '$gte'],
  ['less than', '$lt'], ['fewer than', '$lt'], ['lower than', '$lt'], ['shorter than', '$lt'], ['smaller than', '$lt'],
  ['under', '$lt'], ['below', '$lt'], ['beneath', '$lt'], ['<', '$lt'], ['<=', '$lte'], ['=<', '$lte'],
  ['at most', '$lte'], ['no more than', '$lte'], ['not more than', '$lte'], ['up to', '$lte'], ['maximum of', '$lte'],
  ['or less', '$lte'], ['or fewer', '$lte'],
  ['not equal to', '$ne'], ['other than', '$ne'], ['!=', '$ne'],
  ['equal to', '$eq'], ['equals', '$eq'], ['exactly', '$eq'], ['=', '$eq'], ['==', '$eq'],
];

/**
 * Words that make the number right after them a compared bound, never a code or a telephone number: the last word of
 * a comparison placed before its value ("more than", "at least", "over"), save "to" and "of", which also join a number
 * to what it is ("calls to …"), and the prepositions dating a time ("created after", "since").
 */
export const BOUND_LEADS: ReadonlySet<string> = new Set([
  ...COMPARISON_PHRASES.filter(([, op]) => op !== '$eq' && op !== '$ne').map(([phrase]) => phrase.split(' ').at(-1)!).filter((w) => w !== 'to' && w !== 'of'),
  'after', 'before', 'since', 'until', 'till',
]);

/**
 * Comparatives that bound the number said right after them even without "than" ("wells with a depth larger 12"): a
 * comparative adjective is never a number's own modifier.
 */
export const BARE_COMPARATIVES: ReadonlyMap<string, ComparisonOp> = new Map([
  ['greater', '$gt'], ['higher', '$gt'], ['larger', '$gt'], ['bigger', '$gt'], ['lower', '$lt'], ['smaller', '$lt'],
]);

/**
 * Adjectives whose comparative names the low end of what they measure ("drier than 14% moisture" is less moisture);
 * the comparative of any other adjective the dictionary knows names the high end ("wetter", "hotter", "denser").
 */
export const LOW_END_ADJECTIVES: ReadonlySet<string> = new Set([
  'dry', 'cool', 'cold', 'slow', 'thin', 'narrow', 'shallow', 'weak', 'soft', 'low', 'small', 'short', 'light', 'cheap',
  'young', 'early', 'near', 'close', 'quiet', 'dim', 'mild', 'lean', 'brief', 'scarce', 'sparse', 'poor', 'few', 'tiny',
]);

/**
 * Words opening a clause of circumstance ("when it was snowing"): its subject "it" stands for no thing, and the verb
 * after it says the circumstance itself.
 */
export const CIRCUMSTANCE_LEADS: ReadonlySet<string> = new Set(['when', 'while', 'whenever', 'where', 'if']);
/** The subject of a clause whose verb names the circumstance ("it" in "it was snowing"). */
export const DUMMY_SUBJECT = 'it';
/**
 * Verbs of weather, which take the empty "it" as their subject ("it was snowing", "it drizzled"), each as the noun of
 * the weather it names; any other verb after "it" tells what a thing did or had done to it ("it was booked").
 */
export const WEATHER_VERBS: ReadonlySet<string> = new Set([
  'snow', 'rain', 'drizzle', 'hail', 'sleet', 'storm', 'thunder', 'mist', 'shower', 'freeze', 'thaw', 'gust',
]);

/** Prepositions that lead a verb of valuing to its sum ("rising to 7", "priced at 35", "insured for 6,250"). */
export const VALUED_PREPOSITIONS: ReadonlySet<string> = new Set(['to', 'at', 'for']);

/** Words between an entity noun and the identifier word that is its own ("the kennel with id 12", "a locker having ID 7"). */
export const ID_OWNER_LINKS: ReadonlySet<string> = new Set(['with', 'having', 'whose', 'of']);

/** Nouns that make the number before them a threshold ("past the 7,500 threshold", "above the 3 m level"). */
export const THRESHOLD_NOUNS: ReadonlySet<string> = new Set(['mark', 'threshold', 'level', 'limit', 'line']);

/** Comparison phrases that follow the value ("5 or more"). */
export const TRAILING_COMPARISONS: ReadonlySet<string> = new Set(['or more', 'or less', 'or fewer', 'plus', '+']);

export const TIME_UNITS: ReadonlyMap<string, TimeUnit> = new Map([
  ['hour', 'hour'], ['hours', 'hour'], ['hourly', 'hour'],
  ['day', 'day'], ['days', 'day'], ['daily', 'day'], ['date', 'day'],
  ['week', 'week'], ['weeks', 'week'], ['weekly', 'week'],
  ['month', 'month'], ['months', 'month'], ['monthly', 'month'],
  ['quarter', 'quarter'], ['quarters', 'quarter'], ['quarterly', 'quarter'],
  ['year', 'year'], ['years', 'year'], ['yearly', 'year'], ['annual', 'year'], ['annually', 'year'],
]);

/** Calendar units a field may be named by: a `year` field says when, it holds no amount to add up. */
export const CALENDAR_UNITS: readonly string[] = ['year', 'month', 'day'];

/** Adverbs that alone ask for a time-unit grouping ("monthly revenue"). */
export const PERIODIC_ADVERBS: ReadonlySet<string> = new Set([
  'hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'annually',
]);
/**
 * Words a stored amount's name says its period with (`monthly_rent`, `annual_fee`): the adverbs and the year's adjective.
 * Only the year is said in several words (yearly, annually, annual), so only there may a question's word differ from the
 * name's.
 */
export const PERIODIC_ADJECTIVES: ReadonlySet<string> = new Set([...PERIODIC_ADVERBS, 'annual']);
/** Words before a time unit that make the amount before them a rate for each ("$40 an hour", "3 per day"). */
export const PER_UNIT_LEADS: ReadonlySet<string> = new Set(['a', 'an', 'per', '/']);
/** Short forms of a time unit written after a rate's lead ("$45/hr", "3 per wk"); read only there ("HR" is also a department). */
export const RATE_UNIT_SHORT_FORMS: ReadonlyMap<string, TimeUnit> = new Map([
  ['hr', 'hour'], ['hrs', 'hour'], ['h', 'hour'], ['wk', 'week'], ['mo', 'month'], ['yr', 'year'], ['yrs', 'year'], ['d', 'day'],
]);

/** Phrases introducing a grouping key. */
export const GROUP_PHRASES: readonly string[] = [
  'grouped by', 'group by', 'broken down by', 'break down by', 'breakdown by', 'split by', 'segmented by',
  'for each', 'for every', 'in each', 'in every', 'of each', 'across each', 'per', 'by', 'each', 'every', 'based on',
];

/** Words before "by" that make it something other than a grouping ("sorted by", "directed by"). */
export const NON_GROUPING_BY: ReadonlySet<string> = new Set([
  'sort', 'sorted', 'sorting', 'order', 'ordered', 'ordering', 'rank', 'ranked', 'ranking', 'followed', 'made',
  'directed', 'written', 'produced', 'created', 'authored', 'posted', 'sent', 'placed', 'owned', 'managed',
  'assigned', 'reported', 'submitted', 'rated', 'reviewed', 'filtered', 'limited', 'increased', 'decreased',
  'grew', 'dropped', 'fell', 'rose', 'exceeded', 'caused', 'led', 'starred', 'played', 'performed', 'hosted',
  'published', 'issued', 'approved', 'handled', 'sold', 'bought', 'purchased', 'visited', 'used', 'run',
  'bounded', 'surrounded', 'defined', 'separated', 'covered',
]);

/** Titles said before a person's name and kept apart from it ("advised by Dr. Ana Cole", "Cllr Ann Lee", "Capt. Bo Berg"). */
export const HONORIFICS: ReadonlySet<string> = new Set([
  'dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'sir', 'dame', 'mme', 'mlle', 'rev', 'revd', 'fr', 'cllr', 'hon', 'capt', 'cpt',
  'col', 'maj', 'lt', 'sgt', 'cmdr', 'insp', 'det', 'supt',
]);
/**
 * The people a title is given to, by the names of their dictionary class: "Dr. Ames" is a doctor (a surgeon, an
 * obstetrician, a vet) or another medical practitioner (a dentist), "Prof. Ames" an educator, "Rev. Ames" a clergyman, "Det. Ames" a policeman.
 */
export const TITLE_CLASSES: ReadonlyMap<string, readonly string[]> = new Map([
  ['dr', ['doctor', 'physician', 'practitioner']], ['doctor', ['doctor', 'physician', 'practitioner']], ['prof', ['professor', 'educator']], ['professor', ['professor', 'educator']],
  ['rev', ['clergyman']], ['revd', ['clergyman']], ['det', ['detective', 'policeman']], ['insp', ['inspector', 'policeman']],
]);
/** Endings that make a doer's noun of a verb's stem: advis-or, review-er, refere-e. */
export const AGENT_NOUN_ENDINGS: readonly string[] = ['or', 'er', 'r', 'e'];
/** "<verb> by NAME" → the field is the agent noun ("directed by" → director). */
export const AGENT_VERBS: ReadonlyMap<string, readonly string[]> = new Map([
  ['directed', ['director']], ['helmed', ['director']], ['written', ['writer', 'author', 'playwright', 'screenwriter']], ['produced', ['producer', 'production']],
  ['created', ['creator', 'author', 'owner']], ['authored', ['author', 'writer']], ['posted', ['author', 'user', 'name']],
  ['owned', ['owner']], ['founded', ['founder']], ['established', ['founder']], ['managed', ['manager']], ['overseen', ['manager', 'supervisor']], ['supervised', ['supervisor', 'manager']], ['assigned', ['assignee', 'owner']], ['reported', ['reporter']],
  ['submitted', ['submitter', 'user']], ['sold', ['seller', 'vendor']], ['published', ['publisher']],
  ['manufactured', ['manufacturer', 'maker', 'make', 'brand']], ['built', ['manufacturer', 'builder', 'maker']], ['made', ['manufacturer', 'maker', 'make', 'brand']],
  ['funded', ['funder', 'sponsor']], ['designed', ['designer', 'architect']],
  ['hosted', ['host']], ['composed', ['composer']], ['performed', ['performer', 'artist']], ['narrated', ['narrator']],
  ['starring', ['actor']], ['featuring', ['actor']], ['starred', ['actor']], ['stars', ['actor']],
  ['feature', ['actor']], ['features', ['actor']], ['featured', ['actor']],
  ['purchased', ['buyer', 'purchaser', 'customer', 'client']], ['bought', ['buyer', 'purchaser', 'customer', 'client']], ['ordered', ['customer', 'client', 'buyer']],
  ['booked', ['guest', 'customer']], ['reserved', ['guest', 'customer']], ['taught', ['teacher', 'instructor', 'tutor']],
  ['represented', ['agent', 'representative']], ['sent', ['sender']],
  ['run', ['manager', 'operator']],
]);

/**
 * Records of a handing-over, by their noun's canon, and the nouns of whoever receives it, named after "to" ("sales to
 * X" → a buyer field, "loans to X" → a borrower field). Goods sent "to" a place are left out: that names a destination.
 */
export const RECIPIENT_NOUNS: ReadonlyMap<string, readonly string[]> = new Map([
  ['sale', ['buyer', 'purchaser', 'customer', 'client']], ['invoice', ['customer', 'client', 'buyer']],
  ['loan', ['borrower']], ['payment', ['payee', 'recipient']], ['grant', ['grantee', 'recipient']], ['donation', ['recipient', 'beneficiary']],
]);

/**
 * Verbs handing work to the person named after "to", who then does it ("jobs assigned to X" → an assignee field, else
 * the records' field for whoever does them).
 */
export const ASSIGNING_VERBS: ReadonlyMap<string, readonly string[]> = new Map(
  ['assigned', 'delegated', 'rostered'].map((verb) => [verb, ['assignee']] as const),
);

/**
 * Verbs sharing things out to whoever is named after "to", who receives them and does no work ("bonds allotted to X"
 * → a recipient field); with no such field the name is left alone, never given to the records' doer.
 */
export const ALLOTTING_VERBS: ReadonlyMap<string, readonly string[]> = new Map(
  ['allocated', 'allotted'].map((verb) => [verb, ['recipient', 'beneficiary']] as const),
);

/** Prepositions that give the name after them a role whatever the record ("fixtures against X" → an opponent field). */
export const ROLE_PREPOSITIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['against', ['opponent', 'rival', 'opposition']],
]);

/** Verbs that follow the people they name ("movies X and Y starred in", "did X direct"). */
export const TRAILING_AGENT_VERBS: ReadonlyMap<string, readonly string[]> = new Map([
  ['direct', ['director']], ['directed', ['director']], ['write', ['writer', 'author', 'playwright', 'screenwriter']], ['wrote', ['writer', 'author', 'playwright', 'screenwriter']],
  ['star', ['actor']], ['starred', ['actor']], ['appear', ['actor']], ['appeared', ['actor']], ['appears', ['actor']],
  ['act', ['actor']], ['acted', ['actor']], ['produce', ['producer']], ['produced', ['producer']],
  ['compose', ['composer']], ['composed', ['composer']], ['sing', ['artist']], ['sang', ['artist']],
  ['own', ['owner']], ['owns', ['owner']], ['establish', ['founder']], ['established', ['founder']], ['founded', ['founder']],
  ['teach', ['teacher', 'instructor', 'tutor']], ['teaches', ['teacher', 'instructor', 'tutor']], ['teaching', ['teacher', 'instructor', 'tutor']], ['taught', ['teacher', 'instructor', 'tutor']],
  // "visas Ivo Marsh applied for", "the largest sum Cobalt Mutual has paid for a grant"
  ['apply', ['applicant']], ['applied', ['applicant']], ['applies', ['applicant']], ['pay', ['payer']], ['paid', ['payer']], ['pays', ['payer']],
]);

/** People named before a collection noun ("Tarantino films") or with a possessive are its creators. */
export const CREATOR_NOUNS: readonly string[] = ['director', 'author', 'creator', 'artist', 'writer', 'owner'];

/** Filler between an agent verb and the names it introduces ("feature actors like X"). */
export const NAME_LEAD_FILLER: ReadonlySet<string> = new Set([
  'both', 'either', 'actor', 'actors', 'actress', 'actresses', 'like', 'such', 'as', 'the', 'stars', 'star', 'director',
  'directors', 'filmmaker', 'filmmakers', 'author', 'authors', 'artist', 'artists',
]);

/** Words that ask for a location search; they point at a geo field when the schema has one. */
export const GEO_CUES: ReadonlySet<string> = new Set([
  'bounding', 'bounded', 'radius', 'miles', 'mile', 'kilometers', 'kilometres', 'km', 'near', 'nearest', 'closest', 'nearby',
  'polygon', 'geospatial', 'proximity',
]);

/** Prepositions after a distance that name the place it is measured from ("5 km of the pier", "3 miles from town"). */
export const DISTANCE_FROM_WORDS: ReadonlySet<string> = new Set(['of', 'from', 'around']);

/**
 * Verbs of holding something among one's parts ("recipes that contain garlic"); "include" is left out, as it also
 * opens a list of things to show ("including their names").
 */
export const CONTAINING_VERBS: ReadonlySet<string> = new Set(['contain', 'contains', 'contained', 'containing']);
/** Verbs of having something among one's parts that also open lists, read only where a part's value follows ("orders that included X-1"). */
export const INCLUDING_VERBS: ReadonlySet<string> = new Set(['include', 'includes', 'included']);
/**
 * Participles of giving something to a record's subject ("cattle dosed with XR-2", "clients prescribed RX-14"): what
 * was given is logged in the events embedded in the records, not a code of the records themselves.
 */
export const GIVING_VERBS: ReadonlySet<string> = new Set([
  'given', 'administered', 'prescribed', 'dispensed', 'received', 'injected', 'vaccinated', 'treated', 'dosed', 'issued', 'fed', 'supplied',
]);

/** Verbs that, with no number, mean "at least one" of the field after them ("won awards"). */
export const HAS_ANY_VERBS: ReadonlySet<string> = new Set(['won', 'win', 'winning', 'received', 'earned', 'got']);

/** Words of a sibling field that holds a percentage, preferred when the value is written with "%". */
export const PERCENT_FIELD_WORDS: readonly string[] = ['meter', 'percent', 'percentage', 'pct', 'ratio'];

/** Agent verbs that take their value directly, without "by" ("starring X"). */
export const DIRECT_AGENT_VERBS: ReadonlySet<string> = new Set(['starring', 'featuring', 'starred', 'stars', 'feature', 'features']);

export type SortWord = { readonly direction: 1 | -1; readonly concept?: 'recent' | 'rating' | 'length' | 'count' | 'price' | 'value' };

/** Superlatives: direction, and the concept they sort by when no field follows. */
export const SUPERLATIVES: ReadonlyMap<string, SortWord> = new Map<string, SortWord>([
  ['top', { direction: -1 }], ['best', { direction: -1, concept: 'rating' }], ['highest', { direction: -1 }],
  ['most', { direction: -1 }], ['greatest', { direction: -1 }], ['biggest', { direction: -1 }], ['largest', { direction: -1 }],
  ['maximum', { direction: -1 }], ['max', { direction: -1 }], ['leading', { direction: -1 }], ['peak', { direction: -1 }],
  ['bottom', { direction: 1 }], ['worst', { direction: 1, concept: 'rating' }], ['lowest', { direction: 1 }],
  ['least', { direction: 1 }], ['fewest', { direction: 1 }], ['smallest', { direction: 1 }], ['minimum', { direction: 1 }],
  ['highest-rated', { direction: -1, concept: 'rating' }], ['top-rated', { direction: -1, concept: 'rating' }],
  ['best-rated', { direction: -1, concept: 'rating' }], ['lowest-rated', { direction: 1, concept: 'rating' }],
  ['worst-rated', { direction: 1, concept: 'rating' }], ['most-rated', { direction: -1, concept: 'rating' }],
  ['most-reviewed', { direction: -1, concept: 'count' }], ['most-commented', { direction: -1, concept: 'count' }],
  ['recent', { direction: -1, concept: 'recent' }], ['newest', { direction: -1, concept: 'recent' }],
  ['latest', { direction: -1, concept: 'recent' }], ['oldest', { direction: 1, concept: 'recent' }],
  ['earliest', { direction: 1, concept: 'recent' }], ['longest', { direction: -1, concept: 'length' }],
  ['shortest', { direction: 1, concept: 'length' }], ['cheapest', { direction: 1, concept: 'price' }],
  ['priciest', { direction: -1, concept: 'price' }], ['expensive', { direction: -1, concept: 'price' }],
  ['costly', { direction: -1, concept: 'price' }], ['valuable', { direction: -1, concept: 'value' }],
  ['popular', { direction: -1, concept: 'count' }],
  // how much happens at or by a thing: its records counted ("the busiest station", "busiest teacher first")
  ['busiest', { direction: -1, concept: 'count' }], ['quietest', { direction: 1, concept: 'count' }],
]);

/** Superlatives that judge rather than measure: which end is best depends on what the figure measures. */
export const JUDGING_SUPERLATIVES: ReadonlyMap<string, 1 | -1> = new Map([['best', -1], ['worst', 1]]);
/**
 * Field-name words of figures where less is better (waits, delays, costs, faults): "worst first" puts the largest
 * first. A figure kept under a unit of time is one too.
 */
export const LESS_IS_BETTER_WORDS: ReadonlySet<string> = new Set([
  'duration', 'delay', 'wait', 'waiting', 'late', 'lateness', 'latency', 'downtime', 'cost', 'expense', 'error', 'defect',
  'fault', 'failure', 'complaint', 'penalty', 'debt', 'loss', 'absence', 'rejection',
]);

/** Words that end an order said as a place in the list ("the busiest town first", "the oldest last"). */
export const ORDER_POSITIONS: ReadonlySet<string> = new Set(['first', 'last']);

/** Field-name words that realise each sort concept, most likely first. */
export const CONCEPT_FIELD_WORDS: Readonly<Record<NonNullable<SortWord['concept']>, readonly string[]>> = {
  recent: ['released', 'date', 'created', 'createdAt', 'timestamp', 'time', 'updated', 'year', 'lastupdated'],
  rating: ['rating', 'score', 'stars', 'rank', 'grade'],
  // a stay or a wait counted in whole nights or days is as long as their number (`num_nights`, `fermentationDays`);
  // see COUNTED_LENGTH_WORDS for when such a count is not the records' length
  length: ['runtime', 'duration', 'length', 'minutes', 'pages', 'distance', 'nights', 'days'],
  count: ['count', 'num', 'votes', 'reviews', 'comments', 'views', 'total'],
  price: ['price', 'cost', 'amount', 'fee', 'value', 'rate', 'rent', 'fare'],
  // what a thing is worth: its valuation before what it sells or costs for
  value: ['value', 'worth', 'valuation', 'price', 'cost'],
};

/**
 * Length words that count whole days or nights. Such a field is the records' own length only when the count ends its
 * name and no kind of day stands before it: `sick_days` or `vacation_days` count days of a kind, `days_overdue` and
 * `days_since_visit` count from an event, and "the longest tenure" is none of them.
 */
export const COUNTED_LENGTH_WORDS: ReadonlySet<string> = new Set(['nights', 'days']);
export const DAY_KINDS: ReadonlySet<string> = new Set([
  'sick', 'vacation', 'holiday', 'leave', 'pto', 'absence', 'absent', 'off', 'work', 'working', 'business', 'rest',
  'personal', 'paid', 'unpaid', 'remaining', 'used', 'late', 'overdue',
]);

export const SORT_DIRECTION_WORDS: ReadonlyMap<string, 1 | -1> = new Map([
  ['ascending', 1], ['asc', 1], ['increasing', 1], ['lowest', 1], ['oldest', 1], ['alphabetical', 1], ['alphabetically', 1],
  ['cheapest', 1], ['smallest', 1], ['fewest', 1], ['earliest', 1], ['shortest', 1], ['youngest', 1],
  ['descending', -1], ['desc', -1], ['decreasing', -1], ['highest', -1], ['newest', -1], ['reverse', -1],
  ['largest', -1], ['biggest', -1], ['greatest', -1], ['latest', -1], ['longest', -1], ['priciest', -1],
]);

/** The first end of "from X to Y" that says the direction ("from high to low", "from A to Z", "least to most"). */
export const RANGE_ORDER_STARTS: ReadonlyMap<string, 1 | -1> = new Map([
  ...SORT_DIRECTION_WORDS, ['low', 1], ['least', 1], ['a', 1], ['small', 1], ['cheap', 1], ['old', 1], ['young', 1],
  ['high', -1], ['most', -1], ['z', -1], ['large', -1], ['big', -1], ['expensive', -1], ['new', -1], ['recent', -1],
]);

/** Field words of time served, with the direction that puts the longest service first. */
const LONGEST_SERVICE: ReadonlyArray<readonly [string, 1 | -1]> = [
  ['tenure', -1], ['seniority', -1], ['hire', 1], ['hired', 1], ['start', 1], ['enrolled', 1], ['enrollment', 1], ['enrolment', 1], ['joined', 1],
  ['employed', 1], ['experience', -1], ['practice', -1],
  // a place or service running the longest opened first
  ['opened', 1], ['opening', 1], ['founded', 1], ['established', 1], ['launched', 1], ['since', 1],
];
const SHORTEST_SERVICE: ReadonlyArray<readonly [string, 1 | -1]> = LONGEST_SERVICE.map(([word, direction]) => [word, direction === 1 ? -1 : 1] as const);

/** What a person is paid, by name of the sum or of its rate ("hourly_rate", "pay_rate"), after the sums themselves. */
const PAID_MOST: ReadonlyArray<readonly [string, 1 | -1]> = [['salary', -1], ['wage', -1], ['pay', -1], ['income', -1], ['compensation', -1], ['earnings', -1], ['hourly', -1], ['rate', -1]];
const PAID_LEAST: ReadonlyArray<readonly [string, 1 | -1]> = PAID_MOST.map(([word]) => [word, 1] as const);
/** How many came to a thing: its attendance, or the visitors, attendees or audience counted. */
const ATTENDED_MOST: ReadonlyArray<readonly [string, 1 | -1]> = [['attendance', -1], ['attendees', -1], ['visitors', -1], ['audience', -1], ['visits', -1], ['turnout', -1]];
const ATTENDED_LEAST: ReadonlyArray<readonly [string, 1 | -1]> = ATTENDED_MOST.map(([word]) => [word, 1] as const);
const SELLING_MOST: ReadonlyArray<readonly [string, 1 | -1]> = [['sold', -1], ['sales', -1]];
const SELLING_LEAST: ReadonlyArray<readonly [string, 1 | -1]> = [['sold', 1], ['sales', 1]];
/** What the fastest has most of (speed) or least of (time taken); the slowest the other way round. */
const FASTEST: ReadonlyArray<readonly [string, 1 | -1]> = [['speed', -1], ['velocity', -1], ['duration', 1], ['time', 1], ['days', 1]];
/**
 * Adjectives that name the attribute they rank by ("the youngest" → age ascending, or birth date descending): the
 * field-name words to look for, most likely first, each with its direction.
 */
export const ATTRIBUTE_SUPERLATIVES: ReadonlyMap<string, ReadonlyArray<readonly [string, 1 | -1]>> = new Map([
  ['youngest', [['age', 1], ['birth', -1], ['dob', -1], ['born', -1]]],
  ['oldest', [['age', -1], ['birth', 1], ['dob', 1], ['born', 1], ['built', 1], ['made', 1], ['manufactured', 1], ['founded', 1], ['established', 1]]],
  ['eldest', [['age', -1], ['birth', 1], ['dob', 1], ['born', 1]]],
  ['tallest', [['height', -1]]], ['shortest', [['height', 1]]],
  ['steepest', [['gradient', -1], ['slope', -1], ['incline', -1], ['pitch', -1]]], ['deepest', [['depth', -1], ['draft', -1], ['draught', -1]]],
  ['shallowest', [['depth', 1], ['draft', 1], ['draught', 1]]],
  ['heaviest', [['weight', -1]]], ['lightest', [['weight', 1]]],
  ['populous', [['population', -1]]],
  ['richest', [['wealth', -1], ['worth', -1], ['income', -1]]], ['poorest', [['wealth', 1], ['income', 1]]],
  ...['fastest', 'quickest', 'speediest', 'swiftest'].map((word) => [word, FASTEST] as const),
  ['slowest', FASTEST.map(([word, direction]) => [word, direction === 1 ? -1 : 1] as const)],
  ['furthest', [['distance', -1]]], ['farthest', [['distance', -1]]],
  // strength itself, or the strength of a drink: its alcohol by volume (`abv`) or its proof
  ['strongest', [['strength', -1], ['abv', -1], ['proof', -1]]], ['weakest', [['strength', 1], ['abv', 1], ['proof', 1]]],
  ['hottest', [['temperature', -1], ['temp', -1]]], ['warmest', [['temperature', -1], ['temp', -1]]],
  ['coldest', [['temperature', 1], ['temp', 1]]], ['coolest', [['temperature', 1], ['temp', 1]]],
  ['wealthiest', [['wealth', -1], ['worth', -1], ['income', -1]]],
  ...['highest-paid', 'best-paid'].map((word) => [word, PAID_MOST] as const),
  ...['lowest-paid', 'worst-paid'].map((word) => [word, PAID_LEAST] as const),
  ['highest-priced', [['price', -1], ['cost', -1]]], ['lowest-priced', [['price', 1], ['cost', 1]]],
  ['costliest', [['cost', -1], ['price', -1]]], ['affordable', [['price', 1], ['cost', 1]]],
  // how many came: "the best-attended fair" ranks by its attendance or visitors counted
  ...['best-attended', 'most-attended', 'highest-attended'].map((word) => [word, ATTENDED_MOST] as const),
  ...['worst-attended', 'least-attended', 'lowest-attended'].map((word) => [word, ATTENDED_LEAST] as const),
  // how much of a thing was sold: "the best-selling album" ranks by its units sold or sales
  ...['best-selling', 'top-selling', 'highest-selling'].map((word) => [word, SELLING_MOST] as const),
  ...['worst-selling', 'lowest-selling'].map((word) => [word, SELLING_LEAST] as const),
  // time served: the longest-serving started first, the most recent hire last
  ...['longest-serving', 'longest-tenured', 'longest-standing', 'longest-running', 'most-senior'].map((word) => [word, LONGEST_SERVICE] as const),
  ...['newest-hired', 'most-junior'].map((word) => [word, SHORTEST_SERVICE] as const),
]);

/**
 * Superlatives that rank records by a key said after "by" ("the deepest well by bore depth", "the tallest mast by
 * height"): the plain ones, and each attribute adjective in the direction of the attribute it names first.
 */
export const RANKING_SUPERLATIVES: ReadonlyMap<string, SortWord> = new Map<string, SortWord>([
  ...[...ATTRIBUTE_SUPERLATIVES].map(([word, attributes]) => [word, { direction: attributes[0]![1] }] as const),
  ...SUPERLATIVES,
]);

/**
 * Attribute words a field may keep under the unit it is measured in instead (`wait_minutes`, `trip_hrs` keep a
 * duration): the attribute, then the last words of such fields.
 */
export const ATTRIBUTE_UNITS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  // (a one-letter unit, `_s`, `_h`, is too easily another word cut short)
  ['duration', new Set(TIME_UNIT_WORDS.filter((unit) => unit.length > 1))],
]);

/**
 * A length superlative closing a clause of "been" ("who has been here the longest", "members the shortest"): how long
 * something has gone on, the time served.
 */
export const SERVED_SPAN_SUPERLATIVES: ReadonlyMap<string, string> = new Map([['longest', 'longest-serving'], ['shortest', 'newest-hired']]);
export const SERVED_SPAN_VERBS: ReadonlySet<string> = new Set(['been']);

/** Superlatives of size: a group's size may be how many it holds ("the largest troupe"). */
export const SIZE_SUPERLATIVES: ReadonlySet<string> = new Set(['largest', 'biggest', 'smallest']);
/**
 * What a plain superlative measures when it describes a thing rather than a value ("the highest tower", "the
 * largest hall"): words of the field it ranks by, most likely first.
 */
export const THING_SUPERLATIVE_ATTRIBUTES: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['highest', ['height', 'altitude', 'elevation']], ['lowest', ['height', 'altitude', 'elevation']],
  ...[...SIZE_SUPERLATIVES].map((word): [string, readonly string[]] => [word, ['size', 'area', 'square', 'sq', 'sqft', 'footage', 'capacity', 'beds', 'diameter', 'hectares', 'acres', 'seats', 'amount', 'value', 'weight', 'headcount']]),
  // how many come through a place or ride a service, when it keeps that number ("the busiest station" → `daily_riders`)
  ...['busiest', 'quietest'].map((word): [string, readonly string[]] => [word, ['visitors', 'visits', 'passengers', 'riders', 'ridership', 'footfall', 'traffic', 'attendance', 'attendees', 'patrons', 'customers', 'calls']]),
]);

/** Demonstratives pointing back at a figure already named ("sorted by that count", "ranked by this total"). */
export const DEMONSTRATIVES: ReadonlySet<string> = new Set(['that', 'this', 'those', 'these']);
/** Possessive determiners: "their latest X" names a part of each result, not an order over the results. */
export const POSSESSIVES: ReadonlySet<string> = new Set(['their', 'its', 'his', 'her', 'whose', 'our', 'my', 'your']);
/** The asker's own possessives: "our oldest kiln" ranks the records themselves, not a part of each. */
export const SPEAKER_POSSESSIVES: ReadonlySet<string> = new Set(['our', 'my']);

export const SORT_PHRASES: readonly string[] = [
  'sorted by', 'sort by', 'ordered by', 'order by', 'ranked by', 'rank by', 'sorting by', 'ordering by', 'arranged by', 'sorted on',
  'in order of', 'in the order of', 'ascending order of', 'descending order of', 'increasing order of',
  'decreasing order of', 'organized by', 'organised by', 'listed by', 'sorted according to', 'ordered according to',
  'arranged according to', 'sorted in order of', 'ranked according to',
  // "listed in ascending order based on their weight": the order words before it give the direction
  'order based on', 'order based upon', 'order according to', 'order in terms of', 'sorted based on', 'ordered based on',
  'arranged based on', 'ranked based on', 'organized according to', 'organised according to', 'organized based on',
  // "by ascending price", "descending by the date": the direction word joined to "by" on either side
  'by ascending', 'by descending', 'by increasing', 'by decreasing', 'ascending by', 'descending by', 'increasing by',
  'decreasing by',
  // "berths sorted using their depth", "in decreasing order using the price"
  'order using', 'sorted using', 'ordered using',
];

/** Relative pronouns that open a clause about the thing named before them ("members *who* joined", "books *that* …"). */
export const RELATIVE_PRONOUNS: ReadonlySet<string> = new Set(['that', 'which', 'who']);

/** Words that open a condition on the records named before them ("players *whose* rank …", "rooms *with* a view"). */
export const CONDITION_OPENERS: ReadonlySet<string> = new Set(['with', ...RELATIVE_PRONOUNS, 'where', 'whose', 'while', 'than']);

/** Words that end a noun phrase when scanning for the field a comparison or grouping refers to. */
/** Words joining the two ends of a range ("between 12 and 18", "12 to 18", "12 - 18"). */
export const RANGE_JOINS: ReadonlySet<string> = new Set(['and', 'to', '-']);

export const CLAUSE_BREAKS: ReadonlySet<string> = new Set([
  'and', 'or', 'but', ...CONDITION_OPENERS, ',', ';', '.', '?', '!', '(', ')',
  'sorted', 'ordered', 'grouped', 'showing', 'including', 'show', 'list', 'limit', 'limited',
]);

/** Words a request starts with; a number right after one is a limit ("show 10 …"). */
export const REQUEST_VERBS: ReadonlySet<string> = new Set([
  'show', 'list', 'find', 'get', 'give', 'return', 'display', 'fetch', 'retrieve', 'pull', 'select', 'me', 'top', 'first',
  'name', 'identify', 'provide', 'see', 'view', 'bring', 'want', 'need', 'which', 'what',
]);

/** Nouns after a field that make it a list of its values ("product types", "category names"). */
export const KIND_NOUNS: ReadonlySet<string> = new Set(['types', 'categories', 'kinds', 'groups', 'names', 'values']);

/** Words that end a field holding a thing's kind (`tentType`, `pass_type_code`, `cabin_category`): "a dome tent" is its value. */
export const KIND_FIELD_WORDS: ReadonlySet<string> = new Set(['type', 'kind', 'category', 'class']);
/**
 * Words that end a field keeping the way a record came about (`settle_method_cd`, `transport_mode`, a bare `channel`): "paid by
 * cheque", "arrived by sea", "came in through the web form" name one of its values.
 */
export const MEANS_FIELD_WORDS: ReadonlySet<string> = new Set(['method', 'mode', 'channel']);
/** Prepositions naming the way something was done ("by sea", "via the app", "through the portal"). */
export const MEANS_PREPOSITIONS: ReadonlySet<string> = new Set(['by', 'via', 'through']);
/**
 * Words that end a field keeping why a record was made (`reason`, `visit_purpose`, `closure_cause`): "<records>
 * <verb>ed for <why>" ("rooms cleaned for a spill", "visits booked for a check-up") names one of its values.
 */
export const REASON_FIELD_WORDS: ReadonlySet<string> = new Set(['reason', 'purpose', 'cause']);
/** The preposition naming why something was done, after its verb ("cleaned for", "booked for"). */
export const REASON_PREPOSITIONS: ReadonlySet<string> = new Set(['for']);
/**
 * Words after "for" saying for how much, for whom or for when rather than why ("for larger sums", "for long stays",
 * "for minors", "for the summer"): adjectives of size and extent, people by age, beside the person nouns, seasons,
 * parts of the day and time units.
 */
export const NOT_REASON_WORDS: ReadonlySet<string> = new Set([
  'large', 'big', 'small', 'long', 'short', 'high', 'low', 'huge', 'tiny', 'great', 'little', 'larger', 'bigger',
  'smaller', 'longer', 'shorter', 'higher', 'lower', 'greater', 'largest', 'biggest', 'smallest', 'longest', 'shortest',
  'minor', 'minors', 'adult', 'adults', 'senior', 'seniors', 'teen', 'teens', 'teenager', 'teenagers', 'kid', 'kids',
  'infant', 'infants', 'baby', 'babies', 'youth', 'youths', 'juvenile', 'juveniles', 'toddler', 'toddlers', 'children',
]);
/**
 * Words a reason after "for" may end before besides a clause break or a time: prepositions opening another part of
 * the clause and relative pronouns ("for a spill by the lifts", "for a spill that week"); never a particle ("up").
 */
export const REASON_PHRASE_ENDS: ReadonlySet<string> = new Set([
  'by', 'via', 'through', 'in', 'on', 'at', 'from', 'to', 'with', 'without', 'during', 'since', 'before', 'after',
  'until', 'over', 'under', 'per', 'for', 'that', 'which', 'who', 'whose', 'where', 'when',
]);
/** Particles ending a phrasal verb before such a preposition ("came in by phone", "went out by post"). */
export const PHRASAL_PARTICLES: ReadonlySet<string> = new Set(['in', 'out', 'up', 'off']);
/**
 * The kind words as field names shorten them (`job_typ`, `gear_typ`): a field so ending holds a kind too. Read here only,
 * not as an abbreviation (ABBREVIATIONS): a name read as "<thing> type" everywhere would let the dictionary's class of a
 * word ("pontoon" a kind of boat) pick it over the kind field of the noun the word is said before.
 */
export const KIND_FIELD_SHORTENINGS: ReadonlySet<string> = new Set(['typ']);
/** Words after the kind word of a field's name that still name the kind: its code or name (`pass_type_code`; `_cd` reads as code). */
export const KIND_FIELD_TAILS: ReadonlySet<string> = new Set(['code', 'name']);
/** Words that lead a kind only before the plural noun whose own kind field the schema keeps ("the annual audits" beside `audit_type_cd`). */
export const OWN_KIND_LEADS: ReadonlySet<string> = new Set(['the']);
/** Endings of adjectives that describe records ("available", "respective", "visible") rather than name a kind of them. */
export const ADJECTIVE_ENDINGS: readonly string[] = ['able', 'ible', 'ive'];
/**
 * Words that end a field sorting its records into classes of the trade's own naming (`membershipTier`, `belt_rank`,
 * `style_code`, `breed`): like the kind words, a plain word said right before the records' noun ("baroque recitals",
 * "Platinum memberships") is a value of the one such field the records keep.
 */
export const CLASS_FIELD_WORDS: ReadonlySet<string> = new Set([
  'tier', 'plan', 'level', 'format', 'rank', 'position', 'department', 'genre', 'breed', 'species', 'cuisine', 'industry', 'sector',
  'sport', 'style', 'medium', 'discipline', 'variety', 'grade', 'band', 'division', 'shift', 'role',
]);
/**
 * Class words that, as a field's whole name at the top of a collection (`category`, `plan`, `role`, `sector`), sort its
 * records into classes: every record has one, so a noun naming the records may be led by its class ("jazz recitals",
 * "gold members", "welding crew", "retail clients").
 * The other class words alone (`level`, `position`, `rank`) more often measure or place a record than class it.
 */
export const BARE_CLASS_FIELD_WORDS: ReadonlySet<string> = new Set(['category', 'plan', 'role', 'sector']);
/** Last words of a nested leaf that say only what sort of value it holds: its own name then tells too little of whose it is. */
export const SORT_ONLY_ENDINGS: ReadonlySet<string> = new Set(['type', 'kind', 'category', 'status']);
/** Last words of fields that keep a label (`claim_status`, `room_type`): a plain word right after their name fills them. */
export const LABEL_FIELD_ENDINGS: ReadonlySet<string> = new Set([...KIND_FIELD_WORDS, 'status', 'level', 'stage', 'state']);

/** Nouns that mean "records" whatever the collection ("10 results"). */
export const RESULT_NOUNS: ReadonlySet<string> = new Set([
  'result', 'results', 'record', 'records', 'row', 'rows', 'item', 'items', 'entry', 'entries', 'document', 'documents',
  'doc', 'docs', 'one', 'ones', 'examples', 'example', 'matches',
]);

/**
 * Words a field's name adds to the noun it stores a count of: before it (`num_items`, `number_of_items`, `n_items`;
 * "of" may follow) or after it (`item_count`, `itemNum`). "no" and "number" after a noun name an identifier instead.
 */
export const STORED_COUNT_LEADS: ReadonlySet<string> = new Set(['num', 'n', 'nb', 'no', 'number', 'count', 'total']);
export const STORED_COUNT_ENDINGS: ReadonlySet<string> = new Set(['count', 'num']);

/** Field names that keep how many of a thing a record holds (`qty`, `count`): "more than 5 were sold" compares one. */
export const HELD_QUANTITY_FIELD_WORDS: ReadonlySet<string> = new Set(['quantity', 'qty', 'count', 'number', 'units']);

/** Nouns before "of N" that make N a bound, not how many to list ("a minimum of two"). */
export const LIMIT_BOUND_NOUNS: ReadonlySet<string> = new Set(['minimum', 'maximum', 'min']);

export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['zero', 0], ['one', 1], ['two', 2], ['three', 3], ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8],
  ['nine', 9], ['ten', 10], ['eleven', 11], ['twelve', 12], ['thirteen', 13], ['fourteen', 14], ['fifteen', 15],
  ['sixteen', 16], ['seventeen', 17], ['eighteen', 18], ['nineteen', 19], ['twenty', 20], ['thirty', 30], ['forty', 40],
  ['fifty', 50], ['hundred', 100], ['dozen', 12], ['single', 1],
]);

/** Negation cues; "non-X" is handled by the tokeniser splitting the prefix. */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'not', 'no', 'non', 'never', 'without', 'excluding', 'except', 'exclude', 'excludes', 'isn\'t', 'aren\'t', 'don\'t',
  'doesn\'t', 'didn\'t', 'haven\'t', 'hasn\'t', 'wasn\'t', 'weren\'t', 'other', 'besides', 'outside',
]);

/** Words of a field keeping when someone was born ("date_of_birth", "dob", "birthYear"), where an age is read from. */
export const BIRTH_WORDS: ReadonlySet<string> = new Set(['birth', 'dob', 'birthday', 'birthdate']);
/** Words that make a birth field where someone was born, not when ("birth_city", "birthplace"). */
export const BIRTH_PLACE_WORDS: readonly string[] = ['place', 'city', 'country', 'state', 'town', 'nation', 'region'];
/** Words that make a birth field another fact of the birth, not its date ("birth_weight", "birth_order"). */
export const BIRTH_FACT_WORDS: readonly string[] = ['weight', 'name', 'order', 'rate'];

/** First word of a yes/no field saying what its record is (`isRemote`, `isRetired`). */
export const BEING_FLAG_PREFIX = 'is';
/** First words of a yes/no field named as a state its record is in or has (`isRemote`, `has_discount`). */
export const FLAG_PREFIXES: ReadonlySet<string> = new Set([BEING_FLAG_PREFIX, 'has']);

/**
 * Adjectives and irregular participles a yes/no field may be named by alone (`active`, `paid`): "active members",
 * "books that are available". Regular past participles (`shipped`, `returned`) are known by their form.
 */
export const STATE_ADJECTIVES: ReadonlySet<string> = new Set([
  'active', 'available', 'eligible', 'visible', 'valid', 'online', 'public', 'paid', 'sold', 'hidden', 'sent', 'done',
  'overdue', 'hazardous', 'fragile', 'perishable', 'refundable', 'taxable', 'vacant', 'occupied', 'vegan', 'vegetarian', 'organic', 'urgent',
  'serious', 'abnormal', 'confidential', 'verified', 'accessible', 'explicit',
  // where a job or a worker works from (`remote`): "remote jobs"
  'remote',
]);

/**
 * Phrases saying a setting is on or off, after its name ("night mode switched off", "alerts enabled"), each its words
 * and whether it says on. "on" alone is left out: after a name it mostly opens a phrase ("dates on which").
 */
export const SWITCH_PHRASES: ReadonlyArray<readonly [readonly string[], boolean]> = [
  [['switched', 'on'], true], [['switched', 'off'], false], [['turned', 'on'], true], [['turned', 'off'], false],
  [['enabled'], true], [['disabled'], false], [['off'], false],
];
/** Last words of a setting's yes/no field saying the setting is on (`alertsOn`, `darkModeEnabled`). */
export const SWITCH_STATE_ENDINGS: ReadonlySet<string> = new Set(['on', 'enabled']);

/**
 * Particles that end a verb of choosing or joining in a yes/no field's name (`emailOptIn`, `signed_up`), each with the
 * particle saying the opposite ("opted out" of an `optIn` is no), when there is one.
 */
export const VERB_PARTICLES: ReadonlyMap<string, string | undefined> = new Map([
  ['in', 'out'], ['out', 'in'], ['on', 'off'], ['off', 'on'], ['up', undefined],
]);
/**
 * Verbs whose particle names a choice kept as yes or no even when the field is named by the bare verb (`emailOptIn`);
 * another bare verb and particle names the event itself (`check_in`, `drop_off`), kept as its date or place.
 */
export const CHOOSING_PARTICLE_VERBS: ReadonlySet<string> = new Set(['opt']);

/** State words of a yes/no field saying a machine or a place works (`is_operational`, `working`). */
const WORKING_STATES: readonly string[] = ['operational', 'working', 'functional', 'operating'];
/** State words of a yes/no field saying a fault was put right (`is_repaired`, `resolved`). */
const MENDED_STATES: readonly string[] = ['repaired', 'mended', 'resolved'];
/**
 * Phrases saying a state in other words than the state word a yes/no field is named by ("out of service": not
 * operational), each its words, those state words, whether the phrase says the state holds, and whether it says so
 * only after a verb of being said of the records, ending its clause ("lifts that are running"; not "running time",
 * "fixed assets", "where the tariff is fixed").
 */
export const PHRASED_STATES: ReadonlyArray<{ readonly words: readonly string[]; readonly states: readonly string[]; readonly holds: boolean; readonly linked?: boolean }> = [
  { words: ['out', 'of', 'service'], states: WORKING_STATES, holds: false },
  { words: ['out', 'of', 'order'], states: WORKING_STATES, holds: false },
  { words: ['in', 'working', 'order'], states: WORKING_STATES, holds: true },
  { words: ['up', 'and', 'running'], states: WORKING_STATES, holds: true },
  { words: ['running'], states: WORKING_STATES, holds: true, linked: true },
  { words: ['fixed'], states: MENDED_STATES, holds: true, linked: true },
];

/** Prepositions inside a yes/no field named as what is said of its records (`goodWithKids`, `safe_for_pets`). */
export const PREDICATE_NAME_LINKS: ReadonlySet<string> = new Set(['with', 'for', 'to']);

/** Words denying the thing right after them, one of a pair ("neither leash nor muzzle was used"). */
export const PAIRED_DENIALS: ReadonlySet<string> = new Set(['neither', 'nor']);

/** Words asking an amount of the thing after them ("how much saline was given"): it is measured, not said to be in a state. */
export const AMOUNT_ASKING_WORDS: ReadonlySet<string> = new Set(['much', 'many']);

/**
 * Past participles made from the adjective of a state, with that adjective ("finalized" from "final"): said of the
 * records, they put them in the state. Listed, not told by ending: "specialized", "localized", "personalized",
 * "normalized" say no such state.
 */
export const STATE_MAKING_PARTICIPLES: ReadonlyMap<string, string> = new Map(
  ([
    ['final', ['finalized', 'finalised']], ['legal', ['legalized', 'legalised']], ['neutral', ['neutralized', 'neutralised']],
    ['sterile', ['sterilized', 'sterilised']], ['immobile', ['immobilized', 'immobilised']], ['central', ['centralized', 'centralised']],
    ['digital', ['digitized', 'digitised']], ['formal', ['formalized', 'formalised']], ['regular', ['regularized', 'regularised']],
    ['public', ['publicized', 'publicised']], ['equal', ['equalized', 'equalised']], ['national', ['nationalized', 'nationalised']],
    ['mobile', ['mobilized', 'mobilised']], ['fertile', ['fertilized', 'fertilised']], ['visual', ['visualized', 'visualised']],
  ] as const).flatMap(([state, participles]) => participles.map((p) => [p, state] as const)),
);

/** Words of fields keeping one of a few written states other than a status (`event_type`, `role`, `queue`): a code in capitals may be theirs. */
export const ENUMERATED_FIELD_WORDS: ReadonlySet<string> = new Set([...KIND_FIELD_WORDS, 'role', 'queue', 'flag', 'tier', 'mode']);
/** Last words of a yes/no field named by the state it marks and a word saying it is a flag (`abnormalFlag`, `urgent_ind`). */
export const FLAG_SUFFIXES: ReadonlySet<string> = new Set(['flag', 'ind', 'indicator', 'yn']);

/** Second words that make "<participle> <word>" a date, a count or a key (`publishedYear`, `shippedAt`), not a yes/no. */
export const NOT_STATED_THINGS: ReadonlySet<string> = new Set([
  'at', 'on', 'date', 'time', 'year', 'month', 'day', 'by', 'count', 'number', 'id', 'reason', 'amount', 'qty', 'quantity',
]);

/** Words that may stand between a state word and the verb saying it ("have not yet shipped", "are currently active"). */
export const STATE_ADVERBS: ReadonlySet<string> = new Set(['not', 'yet', 'never', 'already', 'currently', 'still', 'now', 'no', 'longer']);
/** Words saying when, that may close a state's clause after it ("units that are vacant right now", "open today"). */
export const STATE_CLOSING_ADVERBS: ReadonlySet<string> = new Set(['yet', 'now', 'currently', 'presently', 'today', 'anymore', 'rn']);
/** Phrases saying up to when, that close a state's clause after it as one word would ("tours called off so far", "to date"). */
export const STATE_CLOSING_PHRASES: ReadonlyArray<readonly string[]> = [['so', 'far'], ['to', 'date']];
/** A word that makes the closing adverb after it a phrase ("right now"). */
export const CLOSING_ADVERB_LEAD = 'right';

/** The forms of "to be" ("the kilns that are…", "has been"). */
export const BE_FORMS: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);

/** Verbs that say a record is in a state ("are available", "has shipped", "got returned"). */
export const STATE_VERBS: ReadonlySet<string> = new Set([
  ...BE_FORMS, 'has', 'have', 'had', 'get', 'gets', 'got', 'isn\'t', 'aren\'t', 'wasn\'t',
  'weren\'t', 'hasn\'t', 'haven\'t', 'hadn\'t', 'isnt', 'arent', 'wasnt', 'werent', 'hasnt', 'havent', 'hadnt',
]);

/** "do" before a verb's base form, which a following "not" or "never" denies ("did not attend"). */
export const DO_VERBS: ReadonlySet<string> = new Set(['do', 'does', 'did']);
/**
 * Verbs said with a particle that mean one verb a yes/no field is named by in the past ("didn't show up": attend, as
 * `attended` says), by their words in the base form; a preposition may be left at the end ("turn up to").
 */
export const PHRASAL_VERBS: ReadonlyMap<string, string> = new Map([
  ['turn up', 'attend'], ['show up', 'attend'], ['check in', 'arrive'],
]);
/** "do" with its negation built in ("didn't arrive"). */
export const DENYING_DO_VERBS: ReadonlySet<string> = new Set(['don\'t', 'doesn\'t', 'didn\'t', 'dont', 'doesnt', 'didnt']);
/** Words opening a clause about the records, maybe with a subject of its own ("where the guest ...", "that ..."). */
export const CLAUSE_SUBJECT_OPENERS: ReadonlySet<string> = new Set([...RELATIVE_PRONOUNS, 'where', 'whose']);

/** Words of a field's name that make it keep how a trial or a review came out (`panel_decision`, `trial_outcome`, `ResultText`). */
export const OUTCOME_FIELD_WORDS: ReadonlySet<string> = new Set(['decision', 'outcome', 'result', 'verdict']);

/**
 * Words saying how a trial or a review came out, well or badly ("approved after the tasting", "failed the
 * inspection", "a favourable verdict"). Read only where a field keeps such an outcome.
 */
export const OUTCOME_WORDS: ReadonlySet<string> = new Set([
  'accepted', 'acceptance', 'approved', 'approval', 'passed', 'successful', 'successfully', 'succeeded', 'success',
  'positive', 'favorable', 'favourable', 'yes', 'awarded', 'rejected', 'rejection', 'denied', 'failed', 'unsuccessful',
  'granted', 'refused', 'refusal',
  // the verb itself, after "did" or in the present ("which checks did the vans fail", "tests that fail")
  'fail', 'fails',
  'negative', 'unfavorable', 'unfavourable',
  // goods an inspection took away
  'seized', 'confiscated',
  // an attempt given up before its end ("launches that were aborted", "abandoned climbs")
  'aborted', 'abandoned',
]);
/**
 * Words saying a trial or an attempt came out well (true) or badly (false) ("failed payments", "runs that passed"), read
 * on a yes/no field named by coming out well (PASSING_FLAG_WORDS).
 */
export const OUTCOME_POLARITY: ReadonlyMap<string, boolean> = new Map([
  ['failed', false], ['unsuccessful', false], ['passed', true], ['succeeded', true], ['successful', true],
]);
/** The forms of "come" (no stemming takes "came" back to it), for RESULT_GIVING_PHRASES. */
const COME_FORMS: readonly string[] = ['come', 'comes', 'came', 'coming'];
/**
 * Phrases that give the result a test or a check came out with, the word after them being that result ("the soil
 * assay came back acidic", "welds that come back cracked"), each a list of its words: "come back" in any form.
 */
export const RESULT_GIVING_PHRASES: ReadonlyArray<readonly string[]> = COME_FORMS.map((form) => [form, 'back']);
/**
 * Phrases linking records to the state they ended in, as a verb of being would ("parcels that arrived damaged", "bikes
 * that came back broken", "loans that ended up overdue"), each a list of its words.
 */
export const STATE_RESULT_LINKS: ReadonlyArray<readonly string[]> = [
  ...RESULT_GIVING_PHRASES, ...['arrive', 'arrives', 'arrived'].map((form) => [form]), ...['end', 'ends', 'ended'].map((form) => [form, 'up']),
];
/** Own names of a yes/no field keeping whether a trial or an attempt came out well (`passed`, `succeeded`, `isSuccessful`). */
export const PASSING_FLAG_WORDS: ReadonlySet<string> = new Set(['passed', 'pass', 'succeeded', 'success', 'successful']);
/** Words before an outcome word that make it a degree compared, not an outcome ("the most successful coach"). */
export const DEGREE_WORDS: ReadonlySet<string> = new Set(['most', 'more', 'least', 'less', 'very']);

/** The word joining the two states a field named as a choice holds (`hot_or_cold_dish`, `new_or_used`). */
export const CHOICE_JOINER = 'or';
/** Words before a state word that say the records are in it ("classed as premium", "rated good"). */
export const STATE_LINKS: ReadonlySet<string> = new Set(['as']);

/** The last word of a field naming who did the event it records (`approved_by`). */
export const AGENT_RECORD_WORD = 'by';
/**
 * Last words of a field named by the event it records: when it happened (`returned_at`, `closedOn`, `shipped_date`)
 * or who did it (`approved_by`). Either is set only once the event happened.
 */
export const EVENT_RECORD_WORDS: readonly string[] = ['at', 'on', 'date', 'time', AGENT_RECORD_WORD];

/**
 * Words that qualify a field as one side of a change (`old_grade`, `NewPlan`, `previous_owner`, `from_stage`): a value
 * said plainly is the record's own, kept in the field without them when there is one (`grade`, `PlanLevel`).
 */
export const CHANGE_SIDE_WORDS: ReadonlySet<string> = new Set(['old', 'new', 'previous', 'prior', 'former', 'original', 'initial', 'from', 'to']);

/**
 * First words of a field keeping the norm set for a kind of record (`default_priority`, `StandardRate`), not what one
 * record has: a value said of the records is kept in the field named without them, when the schema has one (`priority`).
 */
export const DEFAULT_SIDE_WORDS: ReadonlySet<string> = new Set(['default', 'standard', 'typical', 'usual']);

/**
 * Adverbs ranking how much a participle after them holds ("the lowest rated ovens", "better rated hotels", "well
 * paid jobs"): the pair measures a figure, it names no state. Not "most"/"more", which also count the records after
 * them ("the most cancelled orders").
 */
export const RANKING_ADVERBS: ReadonlySet<string> = new Set(['highest', 'lowest', 'best', 'worst', 'higher', 'lower', 'better', 'worse', 'well', 'badly', 'poorly']);
/**
 * Adverbs saying when or how an event came about ("the most recently relined kiln", "newly added vans", "manually
 * entered readings"): a participle after one is that event, no stage a status keeps.
 */
export const EVENT_TELLING_ADVERBS: ReadonlySet<string> = new Set(['recently', 'newly', 'lately', 'freshly', 'originally', 'initially', 'manually', 'automatically']);
/**
 * Past participles of making or logging a record ("accounts that were created", "how many lessons were booked",
 * "which readings were logged"): every record went through that event, so the word names no stage a status keeps.
 */
export const RECORD_MAKING_PARTICIPLES: ReadonlySet<string> = new Set([
  'created', 'made', 'added', 'placed', 'registered', 'booked', 'logged', 'recorded', 'entered', 'inserted', 'imported', 'uploaded',
  'generated', 'raised',
]);

/** Endings making a verb's action noun, as canonical words end ("treat" → treatment, "weigh" → weighing, "inspect" → inspection). */
export const ACTION_NOUN_SUFFIXES: readonly string[] = ['ment', 'ing', 'ion', 'al'];

/** The word naming a field that keeps which stage of its life a record is at (`repair_status`, `ticketStatusCode`). */
export const STATUS_FIELD_WORD = 'status';
/**
 * Words naming a stage in the life of an order, a booking, a case or a task ("postponed matches", "confirmed cabin hires",
 * "repairs that were completed"): values a status field keeps.
 */
export const STATUS_WORDS: ReadonlySet<string> = new Set([
  'pending', 'provisional', 'confirmed', 'cancelled', 'canceled', 'postponed', 'suspended', 'expired', 'overdue', 'ongoing',
  'completed', 'dispatched', 'shipped', 'delivered', 'refunded', 'resolved', 'closed', 'open', 'active', 'inactive',
  // a journey or a job running behind its plan
  'delayed',
  'approved', 'rejected', 'denied', 'withdrawn', 'terminated', 'voided', 'archived', 'delinquent',
  // occupancy of a let space, and the course of a study or a subscription
  'vacant', 'occupied', 'discontinued', 'recruiting', 'enrolling', 'lapsed', 'paused',
  // a sum still owed, an order waiting on stock, a person put off for a time
  'unpaid', 'outstanding', 'backordered', 'deferred', 'paid', 'unresolved',
  // a listed thing free to take, one taken into a new home
  'available', 'adopted',
  // a licence or a version taken out of force, a device out of service, a subscriber gone, a paper not final
  'revoked', 'superseded', 'offline', 'unsubscribed', 'draft',
  // a claim or a dispute brought to its end, a journey ended somewhere else than planned
  'settled', 'diverted',
  // whether a person or an animal a record follows is still living
  'deceased', 'alive', 'dead',
  // a booked visit nobody came to, a stock item thrown away, an offer running now, a job a machine is still working on
  // (these last two only as PREDICATE_STATUS_WORDS allows)
  'missed', 'discarded', 'live', 'processing',
  // a pitch or a grant that reached its goal, a machine or a site taken out of use for good, goods let go by a check
  'funded', 'decommissioned', 'released',
  // a booking or a stay whose guest has arrived
  'checked-in',
]);
/**
 * Stage words that are more often something else ("customers who live in …", "processing time"): a stage only said
 * of the records after a copula or a word of time going on (STAGE_PREDICATE_LEADS: "are live", "still processing").
 */
export const PREDICATE_STATUS_WORDS: ReadonlySet<string> = new Set(['live', 'processing']);
/** Words right before a PREDICATE_STATUS_WORDS word that make it the records' stage ("is live", "currently processing", "went live"). */
export const STAGE_PREDICATE_LEADS: ReadonlySet<string> = new Set([...BE_FORMS, 'still', 'currently', 'now', 'go', 'goes', 'went', 'gone', 'going']);
/** Stage words as shorthand writes them ("conf'd bookings", "comp'd jobs"), with the stage they stand for. */
export const STATUS_SHORTHANDS: ReadonlyMap<string, string> = new Map([
  ["cxl'd", 'cancelled'], ['cxld', 'cancelled'], ["canc'd", 'cancelled'], ["conf'd", 'confirmed'], ["comp'd", 'completed'],
]);
/** Nouns naming a record by its stage ("documents that are drafts", "members who are pensioners"): their singular is the value. */
export const STATUS_NOUNS: ReadonlySet<string> = new Set(['draft', 'pensioner', 'retiree', 'no-show']);
/**
 * Words standing for records the question does not name ("anything returned", "everything that was voided", "what's
 * still unpaid"): a stage said of them is kept in the schema's only status field.
 */
export const UNNAMED_RECORD_WORDS: ReadonlySet<string> = new Set(['anything', 'everything', 'something', 'whatever', 'what', "what's", 'whats', 'stuff']);
/**
 * Words that ask which records, said before a plural noun the schema does not use for them ("which gigs got postponed",
 * "what jobs are on hold"): the noun names the records as an unnamed-record word would.
 */
export const RECORD_ASKING_WORDS: ReadonlySet<string> = new Set(['which', 'what', 'any', 'all']);
/**
 * Phrases naming a stage ("requests on hold", "jobs in progress", a machine out of service or taken in for repair),
 * each a list of its words.
 */
export const STATUS_PHRASES: ReadonlyArray<readonly string[]> = [
  ['on', 'hold'], ['in', 'progress'], ['under', 'review'], ['in', 'review'],
  ['out', 'of', 'service'], ['in', 'repair'], ['in', 'transit'], ['under', 'repair'], ['in', 'maintenance'], ['under', 'maintenance'],
  // a machine taken in to be mended or looked after ("vans in for repair")
  ['in', 'for', 'repair'], ['in', 'for', 'repairs'], ['in', 'for', 'maintenance'], ['in', 'for', 'servicing'],
  // stock held back until it is cleared, work a lab or an office has begun
  ['in', 'quarantine'], ['in', 'processing'],
];
/**
 * Nouns of the state a thing is kept in, said after "in" with the state's word before them ("in poor condition",
 * "in good health"): a field named by the noun alone, maybe with a key ending (`condition_code`), keeps that word.
 */
export const CONDITION_NOUNS: ReadonlySet<string> = new Set(['condition', 'health']);
/** Words naming a stage by what the record waits for, with the one word after them ("awaiting assignment"). */
export const AWAITING_WORDS: ReadonlySet<string> = new Set(['awaiting']);
/** Words between the word "status" and the stage it names ("whose status is deferred", "status: open"). */
export const STATUS_LINKS: ReadonlySet<string> = new Set(['is', 'was', 'of', '=', ':']);
/** Last words of a field keeping the wording of a code beside it (`status_desc`), not the code the records hold. */
export const WORDING_WORDS: ReadonlySet<string> = new Set(['name', 'description', 'desc', 'text', 'label']);
/** Words opening a comparison of how much or how often after a participle ("delayed more than", "reopened over"). */
export const MEASURE_COMPARISON_OPENERS: ReadonlySet<string> = new Set(['more', 'less', 'fewer', 'over', 'under', 'above', 'below', 'at']);
/** Words that may open the phrase saying when, before the words the time stage read ("in the past week"). */
export const TIME_LEADS: ReadonlySet<string> = new Set(['in', 'during', 'within', 'over', 'the']);
/** Words between an event's verb and when it happened ("opened in Q3", "built before 1985", "expire during 2026"). */
export const DATED_EVENT_LEADS: ReadonlySet<string> = new Set([...TIME_LEADS, 'on', 'since', 'before', 'after', 'from', 'until', 'between']);
/** Most such words read. */
export const MAX_DATED_EVENT_LEADS = 2;

/** The verb of lacking, in its forms ("lack", "lacks", "lacking"). */
const LACK_VERBS: readonly string[] = ['lack', 'lacks', 'lacking'];
/** Words denying that records have a thing, said right before it ("lack", "without"). */
export const LACKING_WORDS: ReadonlySet<string> = new Set([...LACK_VERBS, 'without']);
/** Determiners denying the thing right after them ("with *no* climate control", "walks that need *no* muzzle"). */
export const DENYING_DETERMINERS: ReadonlySet<string> = new Set(['no']);
/** Negations that set things apart ("other", "besides") rather than deny that records have a thing. */
const SETTING_APART: ReadonlySet<string> = new Set(['other', 'besides', 'outside']);
/** Words saying records have none of a thing ("never", "none", "lacking", "no"): the array keeping them is empty. */
export const ABSENCE_WORDS: ReadonlySet<string> = new Set([...[...NEGATIONS].filter((w) => !SETTING_APART.has(w)), ...LACK_VERBS, 'never', 'none']);
/** Verbs of having, which a denial before them turns into lacking ("do not have", "has no"). */
export const HAVING_VERBS: ReadonlySet<string> = new Set(['have', 'has', 'had']);
/** Words of having that "no" right after turns into a denial of having ("with no lift", "has no garden"). */
export const HAVING_NO_LEADS: ReadonlySet<string> = new Set([...HAVING_VERBS, 'with']);
/** Determiners that open the thing a verb takes: what is lacked ("without any", "lack a") or done ("ordered the"). */
export const OBJECT_DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'any']);

/** Participles that give a record a title ("named player of the week", "voted captain"): a field so called holds whether it has it. */
export const APPOINTING_PARTICIPLES: ReadonlySet<string> = new Set(['named', 'voted', 'crowned', 'elected', 'appointed']);
/** Participles of marking a record with a label, said before the label ("flagged urgent", "tagged as vegan"). */
export const LABELLING_PARTICIPLES: ReadonlySet<string> = new Set(['flagged', 'tagged', 'labelled', 'labeled', 'marked']);
/** Participles of sorting a record into a kind, said before the kind ("classified as premium", "categorized under fiction"). */
export const CLASSIFYING_PARTICIPLES: ReadonlySet<string> = new Set(['classified', 'classed', 'categorized', 'categorised']);
/** Words between a classifying participle and the kind it names ("classified *as* a", "categorized *under* the"). */
export const CLASSIFYING_LINKS: ReadonlySet<string> = new Set(['as', 'under', 'into']);

/** Words that never name a field on their own, even when a schema has a field with that name. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'of', 'in', 'on', 'at', 'to', 'for', 'from', 'by', 'with', 'and', 'or', 'but', 'is', 'are', 'was',
  'were', 'be', 'been', 'have', 'has', 'had', 'do', 'does', 'did', 'me', 'my', 'i', 'we', 'our', 'you', 'your', 'it',
  'its', 'their', 'them', 'they', 'this', 'that', 'these', 'those', 'what', 'which', 'who', 'whom', 'whose', 'how',
  'many', 'much', 'all', 'any', 'some', 'each', 'every', 'show', 'list', 'find', 'get', 'give', 'display', 'return',
  'please', 'can', 'could', 'would', 'should', 'will', 'than', 'more', 'less', 'most', 'least', 'top', 'as', 'also',
  'only', 'just', 'there', 'here', 'where', 'when', 'then', 'so', 'such', 'into', 'about', 'over', 'under', 'above',
  'below', 'between', 'both', 'either', 'neither', 'not', 'no', 'yes', 'if', 'else', 'per', 'via', 'up', 'out', 'off',
  'including', 'include', 'showing', 'along', 'plus', 'like', 'want', 'need', 'see', 'let', 'us', 'him', 'her', 'his',
  'she', 'he', 'one', 'ones', 'other', 'others', 'same', 'different', 'new', 'old', 'high', 'low', 'first', 'last',
  'next', 'previous', 'ever', 'still', 'currently', 'current', 'now', 'has', 'having', 'been', 'being', 'data', 'info',
  'information', 'details', 'detail', 'records', 'record', 'entries', 'items', 'results', 'using', 'used', 'based',
  'value', 'values', 'field', 'fields', 'number', 'count', 'total', 'average', 'avg', 'sum', 'mean', 'amount', 'well', 'type',
  'types', 'kind', 'kinds', 'sort', 'sorted', 'order', 'ordered', 'group', 'grouped', 'limit', 'limited', 'top',
]);

/**
 * Stop words that are content words too: the engine's other stages ignore them, but a schema may well call a field
 * "amount", "type" or "details". Every other stop word is a function word and never names a field.
 */
export const CONTENT_STOP_WORDS: ReadonlySet<string> = new Set([
  'number', 'count', 'total', 'average', 'avg', 'sum', 'mean', 'amount', 'value', 'values', 'type', 'types', 'kind', 'kinds',
  'order', 'group', 'limit', 'data', 'info', 'information', 'details', 'detail', 'records', 'record', 'entries', 'items',
  'results', 'first', 'last', 'high', 'low', 'new', 'old', 'current', 'previous', 'next', 'top', 'field', 'fields',
]);

/**
 * Groups of words that mean the same thing in a field name and in a question; every member maps to the first.
 * Only true synonyms: a wrong pair would merge distinct fields.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['movie', 'film', 'flick'],
  ['viewer', 'audience'],
  ['actor', 'actress', 'cast', 'performer'],
  ['country', 'nation'],
  ['zipcode', 'postcode'],
  ['email', 'mail'],
  ['phone', 'telephone'],
  ['customer', 'client'],
  ['employee', 'staff', 'worker'],
  ['cinema', 'theater', 'theatre'],
  ['runtime', 'duration'],
  ['language', 'lang'],
  ['average', 'mean'],
];

/**
 * Abbreviations common in field and collection names, read as the word they stand for ("mgr_phone" is the
 * manager phone, "qty" the quantity). Left out on purpose: words that are also ordinary question words or
 * that other tables read as they are ("no", "num" marks a count, "min" a unit, "desc" a sort direction).
 */
export const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['dept', 'department'], ['qty', 'quantity'], ['amt', 'amount'], ['addr', 'address'], ['mgr', 'manager'],
  ['cust', 'customer'], ['acct', 'account'], ['txn', 'transaction'], ['yr', 'year'], ['org', 'organization'],
  ['univ', 'university'], ['govt', 'government'], ['intl', 'international'], ['lat', 'latitude'], ['lng', 'longitude'],
  ['lon', 'longitude'], ['nbr', 'number'], ['avg', 'average'], ['max', 'maximum'], ['msg', 'message'], ['img', 'image'],
  ['emp', 'employee'], ['cnt', 'count'], ['ht', 'height'], ['wt', 'weight'], ['prev', 'previous'], ['tel', 'phone'],
  ['hq', 'headquarters'], ['cntry', 'country'], ['ctry', 'country'], ['blk', 'block'], ['rej', 'reject'], ['cd', 'code'],
  ['flg', 'flag'], ['dt', 'date'],
  // contractions dropping consonants as well as vowels, beyond what the field index reads as contracted by itself
  ['mfr', 'manufacturer'], ['pmt', 'payment'], ['chg', 'charge'],
]);

/** Roles of the fields keeping where a person or a thing is from (a home town, a nationality), as opposed to where it goes. */
export const HOME_PLACE_ROLES: readonly FieldRole[] = ['country', 'nationality', 'place', 'city', 'state', 'district'];
/** Roles of fields keeping a country by another name than the country's: a nationality, an ISO code. */
export const COUNTRY_KEEPING_ROLES: readonly FieldRole[] = ['nationality', 'countryCode'];

/** Field-name words of fields that hold places, people's names, free text or identifiers. */
export const FIELD_ROLE_WORDS = {
  country: ['country', 'nation'],
  nationality: ['nationality', 'citizenship'],
  // a country kept only as its ISO code (`iso_code`, `nation_iso3`)
  countryCode: ['iso', 'iso2', 'iso3'],
  place: ['hometown', 'headquarters', 'headquarter', 'birthplace', 'residence'],
  continent: ['continent'],
  // a part of the world larger than a country ("South Asia", "the Nordics")
  region: ['region'],
  // a part named by a compass point ("clubs in the north"): a region, or a league's conference or division
  compass: ['region', 'conference', 'division', 'zone'],
  language: ['language'],
  // `st_abbr`, `st_code`: open data writes the state short (read so only as shown, see SHORT_ROLE_WORDS)
  state: ['state', 'province', 'region', 'st'],
  city: ['city', 'town'],
  district: ['borough', 'boro', 'district', 'neighborhood', 'neighbourhood', 'county'],
  // only a field named so: a `category` or `tag` of products holds "folk art" or "drama free" as well as a genre
  genre: ['genre'],
  cuisine: ['cuisine', 'food'],
  name: ['title', 'name', 'label'],
  text: ['plot', 'description', 'text', 'summary', 'body', 'content', 'comment', 'fullplot', 'bio', 'notes'],
  email: ['email'],
  geo: ['geo', 'coordinates', 'coord', 'location', 'geometry', 'position'],
  duration: ['runtime', 'duration', 'length', 'minutes'],
  person: ['actor', 'director', 'writer', 'author', 'name', 'user'],
  rated: ['rated', 'certificate', 'certification', 'classification'],
  currency: ['currency'],
  // who made a vehicle, an aircraft or a machine (`make`, `Manufacturer`, `mfr`, `brand`)
  make: ['make', 'manufacturer', 'mfr', 'mfg', 'maker', 'brand', 'marque'],
  // the model of a thing kept beside its make (`vehicle.model`)
  model: ['model'],
  // who sells the parts a shop buys (`vendor_name`, `supplier`); not a `brand` or `manufacturer`, which any product has
  supplier: ['vendor', 'supplier'],
  // how a payment was made (`pay_method`, `settleMthd`)
  paymentMethod: ['method', 'mthd'],
  // how a contact, a booking or a lead came in (`booking_channel`, a lead's `source`)
  channel: ['channel', 'source'],
  // what an app ran on (`device.platform`, `os`)
  platform: ['platform', 'os'],
  tier: ['tier'],
  // the class of seat a passenger travels in (`cabin`, `cabin_class`)
  cabin: ['cabin'],
  // who funds a grant (`agency`, `funder`, `funding_body`)
  agency: ['agency', 'funder', 'sponsor'],
  // who pays for a patient's care (`insurance_plan`, `insurance.payer`, `insurer`)
  insurer: ['insurance', 'insurer', 'payer', 'payor'],
  // the kind of machine an imaging study is made with (`modality`)
  modality: ['modality'],
  // what a person is allergic to (`allergies`, `allergen`)
  allergen: ['allergy', 'allergies', 'allergen', 'allergens'],
  // what a candidate or worker can do (`skills`, `skill_set`)
  skill: ['skill', 'skills', 'skillset', 'competency', 'competencies'],
  // who publishes a book (`publisher`, `imprint`)
  publisher: ['publisher', 'imprint'],
  // a person's blood group (`blood_type`, `bloodGroup`)
  bloodGroup: ['blood'],
  // the style a beer is brewed in (`style`, `beer_style`)
  beerStyle: ['style'],
  // the binding a book is sold in (`format`, `binding`)
  bookFormat: ['format', 'binding'],
  // a vaccine given (`vaccine_name`, `vaccine`)
  vaccine: ['vaccine'],
  // roles named by the things classed, not the class (THING_KIND_ROLES): the kind of a visit (`visit_type`), of a
  // fishing gear (`gear_type`), of a railcar (`car_type`), of a birth (`delivery_method`), of care (`care_level`),
  // of a ticket (`ticket_type`), of a trade account (`account_type`)
  visitKind: ['visit', 'encounter', 'appointment', 'appt'],
  gear: ['gear'],
  railcar: ['car', 'railcar', 'wagon'],
  birthMode: ['delivery', 'birth'],
  careLevel: ['care'],
  ticketClass: ['ticket', 'pass'],
  // the kind of business a trade account is (`account_type`): not a customer's or a client's type, which as often
  // says a person's standing (retail, member) as a trade
  accountKind: ['account'],
  // which way a loan, a call or a shipment goes, seen from the one keeping the records (`direction`, `call_direction`)
  direction: ['direction'],
} as const;
/**
 * Roles whose words name the things a value classes, not the class: a field plays one only when its name also has a
 * kind word (`visit_type`, `delivery_method`, `level_of_care`), so never the things' date or id (`visit_date`).
 */
export const THING_KIND_ROLES: ReadonlySet<FieldRole> = new Set<FieldRole>(['visitKind', 'gear', 'railcar', 'birthMode', 'careLevel', 'ticketClass', 'accountKind']);
/** The kind words such a field's name has. */
export const THING_KIND_FIELD_WORDS: ReadonlySet<string> = new Set([...KIND_FIELD_WORDS, 'method', 'level', 'mode']);

export type FieldRole = keyof typeof FIELD_ROLE_WORDS;
/**
 * Role words so short they are other words too (`st` a street or a saint): a field plays the role by one only when it is
 * the field's own whole name or comes right before an ending of the codes it is written as (`st_code`, `st_abbr`).
 */
export const SHORT_ROLE_WORDS: ReadonlySet<string> = new Set(['st']);
/** Endings saying a place is kept as its short code (`st_code`, `st_abbr`; `_cd` reads as code). */
export const SHORT_PLACE_CODE_ENDINGS: ReadonlySet<string> = new Set(['code', 'abbr', 'abbrev', 'abbreviation']);

/** Units that point at the field a bare number refers to ("150 minutes" → a duration field). */
export const UNIT_ROLES: ReadonlyMap<string, FieldRole> = new Map(TIME_UNIT_WORDS.map((unit) => [unit, 'duration']));

/** Words that talk about a share or distribution (pie charts). */
export const SHARE_WORDS: ReadonlySet<string> = new Set([
  'share', 'shares', 'distribution', 'proportion', 'proportions', 'percentage', 'percentages', 'breakdown', 'split',
  'composition', 'makeup', 'fraction', 'portion',
]);

/** Words that talk about change over time (line charts). */
export const TREND_WORDS: ReadonlySet<string> = new Set([
  'trend', 'trends', 'over time', 'timeline', 'evolution', 'evolve', 'evolved', 'growth', 'history', 'progression',
]);

/**
 * Plural nouns a field is named by when it keeps how many of them a record won, scored or went through (`laps`,
 * `podiums`): a whole of them is that field added up. A plural name alone (`tags`, `categories`) may list things.
 */
export const COUNTED_OCCURRENCE_NOUNS: ReadonlySet<string> = new Set([
  'laps', 'podiums', 'wins', 'losses', 'draws', 'goals', 'assists', 'points', 'medals', 'trophies', 'runs',
  'wickets', 'appearances', 'starts', 'visits',
]);

/** Words naming the aggregate a comparison clears ("above the average", "below the highest salary"), with that aggregate. */
export const SUBQUERY_AGGREGATES: ReadonlyMap<string, '$avg' | '$median' | '$max' | '$min'> = new Map([
  ['average', '$avg'], ['mean', '$avg'], ['avg', '$avg'], ['median', '$median'], ['typical', '$median'],
  ['maximum', '$max'], ['minimum', '$min'], ['highest', '$max'], ['greatest', '$max'], ['largest', '$max'], ['biggest', '$max'],
  ['top', '$max'], ['lowest', '$min'], ['smallest', '$min'],
]);

/**
 * Words after "than" that compare a record with the others ("older than every pilot", "cheaper than some store"):
 * `all` asks to clear the extreme on the compared side, `some` only the opposite one. "than any" reads as "than all",
 * as people mostly mean it ("taller than any other player").
 */
export const COMPARED_QUANTIFIERS: ReadonlyArray<readonly [string, 'all' | 'some']> = [
  ['all', 'all'], ['every', 'all'], ['each', 'all'], ['any', 'all'], ['some', 'some'], ['at least one', 'some'],
];

export const COMPUTED_KINDS: ReadonlyMap<string, 'ratio' | 'rate' | 'margin' | 'growth' | 'difference'> = new Map([
  ['ratio', 'ratio'], ['rate', 'rate'], ['margin', 'margin'], ['growth', 'growth'], ['difference', 'difference'],
  ['gap', 'difference'], ['change', 'growth'], ['increase', 'growth'], ['percentage', 'rate'],
]);

/** Superlatives that can rank groups by how many records each holds ("the most orders", "the fewest members"). */
export const COUNT_RANKING_WORDS: ReadonlySet<string> = new Set([
  'most', 'greatest', 'highest', 'largest', 'biggest', 'fewest', 'least', 'lowest', 'smallest',
]);

/** Nouns that, before "of", make a ranking one by how many records there are ("the largest number of"). */
export const COUNT_NOUNS: ReadonlySet<string> = new Set(['number', 'count', 'quantity', 'volume']);

/**
 * Words that, after "how many" or alone, count records ("the count of", "the number of"). Narrower than COUNT_NOUNS:
 * "quantity" and "volume" may name a record's own attribute ("the volume of tank T-3").
 */
export const RECORD_COUNT_NOUNS: ReadonlySet<string> = new Set(['count', 'number']);

/** Superlatives that rank by how many records there are with no count noun ("the most orders", "the fewest staff"). */
export const RECORD_COUNT_RANKING_WORDS: ReadonlySet<string> = new Set(['most', 'fewest', 'least']);

/** Words that make the adjective after them a superlative, and whether they keep its direction ("most", "least"). */
export const SUPERLATIVE_DEGREE_SIGNS: ReadonlyMap<string, 1 | -1> = new Map([['most', 1], ['least', -1]]);

/** Words after "most/least" that rank by how often a value occurs ("most common", "least frequently"). */
export const FREQUENCY_WORDS: ReadonlySet<string> = new Set([
  'common', 'commonly', 'frequent', 'frequently', 'often', 'popular', 'prevalent', 'prolific', 'occurring', 'used',
  'occurrence', 'occurrences', 'frequency',
]);

/** Prepositions that open the population a ranking runs over ("most common among nurses", "in all depots"). */
export const POPULATION_PREPOSITIONS: ReadonlySet<string> = new Set([
  'among', 'amongst', 'in', 'across', 'of', 'for', 'from', 'at', 'on', 'within', 'between', 'by', 'to', 'throughout',
]);

/** Quantifiers that say "more than one" ("patients with multiple appointments"). */
export const PLURAL_QUANTIFIERS: ReadonlySet<string> = new Set(['multiple', 'several']);

/** Phrases that ask how many records there are, before the records ("the number of orders", "how many members"). */
export const RECORD_COUNT_PHRASES: readonly string[] = [
  'number of', 'count of', 'how many', 'total number of', 'quantity of', 'total count of', 'counts of', 'tally of',
];

/** Words that join the items of a list ("the smallest, mean and largest crate weight"). */
export const LIST_JOINERS: ReadonlySet<string> = new Set(['and', ',']);

/** Words joining a listed thing to a figure shown beside it ("cities *along with* the number of …"). */
export const LIST_CONNECTORS: readonly string[] = [
  'and', 'with', 'along with', 'together with', 'as well as', 'plus', 'including', 'alongside', 'next to', 'beside', 'paired with',
  'coupled with', 'accompanied by',
];

/** Determiners and adjectives between a list connector and the figure ("and *their corresponding* number of"). */
export const FIGURE_DETERMINERS: ReadonlySet<string> = new Set([
  'the', 'their', 'its', 'his', 'her', 'corresponding', 'associated', 'respective', 'total', 'overall', 'a', 'an',
]);

/** Words that may open a question asking for one value ("what is the", "can you tell me the", "find the"). */
export const VALUE_QUESTION_LEADS: ReadonlySet<string> = new Set([
  'what', 'whats', "what's", 'is', 'was', 'are', 'were', 'find', 'show', 'give', 'get', 'return', 'determine', 'identify',
  'provide', 'tell', 'me', 'us', 'can', 'could', 'would', 'you', 'please', 'calculate', 'compute', 'display', 'report',
  'the', 'out', 'let', 'know', 'i', 'want', 'to', 'need',
]);

/**
 * Past participles that end without -ed/-en and can introduce an agent ("taught by", "held by"), and past forms of
 * the same verbs said after their doer ("drills that K. Mbeki ran").
 */
export const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set([
  'took', 'taught', 'held', 'made', 'done', 'paid', 'sold', 'bought', 'run', 'ran', 'built', 'led', 'kept', 'brought', 'sent',
  'spent', 'won', 'lost', 'told', 'found', 'put', 'set', 'read', 'heard', 'met', 'left', 'owned', 'hit', 'shot', 'caught',
  'fought', 'thought', 'dealt', 'meant', 'understood', 'struck', 'hung', 'dug', 'drawn', 'grown', 'shown', 'known', 'seen',
]);

/**
 * Words between a date or a counted noun and the verb of the clause about it ("by the date *they were* planted", "the
 * year *of their* joining", "by when *it was* opened", "the number of laps *they had* run").
 */
export const CLAUSE_VERB_LEADS: ReadonlySet<string> = new Set([
  'they', 'it', 'he', 'she', 'we', 'their', 'its', 'his', 'her', 'of', 'that', 'which', 'was', 'were', 'is', 'are', 'been',
  'had', 'has', 'have', 'first',
]);

/**
 * Strong past participles in -en that only ever say an action ("have ridden out", "has given notice"): unlike
 * "broken" or "frozen" they never describe a kind of thing, and a word merely shaped like them ("chicken") may.
 */
export const ACTION_EN_PARTICIPLES: ReadonlySet<string> = new Set([
  'taken', 'given', 'written', 'driven', 'eaten', 'chosen', 'spoken', 'ridden', 'risen', 'fallen', 'forgotten', 'gotten',
  'bitten', 'beaten', 'forbidden', 'undertaken', 'overtaken', 'mistaken', 'forgiven', 'rewritten',
]);

/** Participles before "by" that do group ("grouped by", "categorized by"); other participles name an agent. */
export const GROUPING_PARTICIPLES: ReadonlySet<string> = new Set([
  'grouped', 'categorized', 'categorised', 'classified', 'broken', 'split', 'segmented', 'aggregated', 'summarized',
  'summarised', 'clustered', 'bucketed', 'divided', 'partitioned', 'separated', 'tallied', 'totaled', 'totalled',
  'counted', 'averaged', 'segregated', 'itemized', 'itemised',
]);

/** Words that make a nearby following "by" name a sort key ("sort the results by", "alphabetically by"). */
export const SORT_CUES: ReadonlySet<string> = new Set([
  'sort', 'sorted', 'sorting', 'arrange', 'arranged', 'arranging', 'organize', 'organized', 'organise', 'organised',
  'order', 'ordered', 'ordering', 'rank', 'ranked', 'ranking', 'alphabetically', 'alphabetical', 'ascending', 'descending',
  'increasing', 'decreasing', 'listed',
]);

/** Words asking for a figure computed over records ("what percentage of restaurants"), an aggregation of its own. */
export const COMPUTATION_WORDS: ReadonlySet<string> = new Set([
  'percentage', 'percent', 'proportion', 'ratio', 'share', 'fraction', 'rate', 'distribution', 'breakdown',
]);

/** Words before a noun that ask for one figure per kind ("the average age across *different* cities"). */
export const DIVERSITY_WORDS: ReadonlySet<string> = new Set(['different', 'various', 'diverse']);
/** Words that ask for each value once ("distinct cities"); they describe no value of the noun. */
export const DISTINCTNESS_WORDS: ReadonlySet<string> = new Set(['distinct', 'unique']);
/**
 * Words that, after a superlative, say the extreme is one record's own figure ("the largest single order", "the highest
 * individual gift"): the value of one record, not how many records are listed.
 */
export const ONE_RECORD_ADJECTIVES: ReadonlySet<string> = new Set(['single', 'individual']);

/**
 * Adjectives that point at records ("a specific harbour", "their respective kennels", "the entire fleet") or count
 * them ("multiple suppliers") instead of naming a stored value: never the value of the field they stand before.
 */
export const POINTING_ADJECTIVES: ReadonlySet<string> = new Set([
  'specific', 'particular', 'certain', 'given', 'chosen', 'respective', 'single', 'multiple', 'several', 'entire', 'whole',
  'overall', 'own', 'individual', 'main', 'primary', 'relevant', 'separate', 'exact', 'corresponding',
]);
/**
 * Participles that may point back at records already picked or named ("the selected kennels", "the related invoices"):
 * a participle alone does not make them a state, though a stored status may still hold them ("selected" applicants).
 */
export const POINTING_PARTICIPLES: ReadonlySet<string> = new Set([
  'selected', 'listed', 'mentioned', 'above-mentioned', 'aforementioned', 'attached', 'related', 'associated', 'combined',
]);

/** Words before "number of X" that make it a sum of a stored number ("the cumulative number of miles"). */
export const SUMMING_WORDS: ReadonlySet<string> = new Set([
  ...FIELD_ONLY_OPERATIONS, 'total', 'complete', 'entire', 'whole', 'grand', 'sum',
]);

/**
 * Words a collection name carries without naming its entity: table-kind prefixes ("Ref_Shipping_Methods",
 * "tbl_orders") and trailing kind words ("course_detail"). Stripped, the rest names the entity.
 */
export const COLLECTION_NAME_PREFIXES: ReadonlySet<string> = new Set(['ref', 'tbl', 'tb', 'dim', 'fact', 'lu', 'lkp', 'lookup', 'map']);
export const COLLECTION_NAME_SUFFIXES: ReadonlySet<string> = new Set(['detail', 'details', 'info', 'information', 'data', 'record', 'records', 'table', 'master', 'list']);

/**
 * Everyday nouns for the same kind of entity, as a thesaurus groups them: a collection named by one word of a group
 * may be called by another ("schools" for a University collection, "clients" for Customer), read so only when no
 * collection or field uses the spoken word itself.
 */
export const KINDRED_ENTITY_NOUNS: ReadonlyArray<readonly string[]> = [
  ['person', 'people', 'individual', 'human'],
  ['school', 'college', 'university'],
  ['firm', 'company', 'business', 'enterprise'],
  ['client', 'customer'],
  ['automobile', 'car', 'vehicle'],
  ['physician', 'doctor', 'provider', 'clinician'],
  ['film', 'movie'],
  ['vessel', 'ship', 'boat'],
  ['pupil', 'student'],
  ['employee', 'worker'],
  ['lawyer', 'attorney'],
  ['aircraft', 'airplane', 'plane'],
  ['shop', 'store'],
  ['song', 'track'],
  ['ride', 'trip', 'journey'],
  ['booking', 'reservation'],
  ['payment', 'payout', 'remittance'],
  ['appointment', 'visit', 'encounter', 'consultation'],
  ['licence', 'license', 'permit'],
  ['port', 'harbour', 'harbor'],
  ['ticket', 'pass'],
  ['job', 'role', 'vacancy', 'requisition'],
];

/**
 * Clipped and contracted nouns people write for the records they keep ("pts" for patients, "techs", "appts", "MWs"),
 * each with the full nouns it may stand for, likeliest first: said for records, the clipping names the collection its
 * full noun names (by name, as a kindred noun, or as the class of the collection's records: "docs" beside
 * cardiologists). A clipping whose singular is an ordinary word ("vol", "exec", "tech", "doc", "rep") is kept only in
 * the plural, which says records ("vols", "execs"); the rest are read in either number. Field-name abbreviations
 * ("qty", "dept") are ABBREVIATIONS.
 */
export const CLIPPED_NOUNS: ReadonlyMap<string, readonly string[]> = new Map([
  ['pts', ['patient']], ['appts', ['appointment']], ['mws', ['midwife']], ['docs', ['doctor', 'document']],
  ['rads', ['radiologist']], ['techs', ['technician']], ['req', ['requisition', 'request']], ['vols', ['volunteer']],
  ['loco', ['locomotive']], ['physio', ['physiotherapist']], ['vets', ['veterinarian', 'veteran']], ['prof', ['professor']],
  ['reps', ['representative']], ['admins', ['administrator']], ['execs', ['executive']], ['cust', ['customer']],
  ['emp', ['employee']], ['mgr', ['manager']], ['acct', ['account']], ['grads', ['graduate']], ['apts', ['apartment']],
]);

/**
 * Irregular past forms of a verb beside the noun naming its event ("sold" → sale, "lent" → loan): a collection of
 * such events is found by the verb said for them. Regular ones ("borrowed", "screened") are read by their stem.
 */
export const IRREGULAR_EVENT_NOUNS: ReadonlyMap<string, string> = new Map([
  ['sold', 'sale'], ['lent', 'loan'], ['bought', 'purchase'], ['paid', 'payment'], ['found', 'find'],
  // a verb in -scribe names its event in -scription
  ['prescribed', 'prescription'], ['subscribed', 'subscription'], ['transcribed', 'transcription'],
]);

/** Heads of a collection's name saying its records are the members of the group named before ("Ward_Member" for "ward"). */
export const GROUP_MEMBER_HEADS: readonly string[] = ['member'];

/** Endings that make the noun of a person's standing in something from the person ("member" → membership, "partner" → partnership). */
export const STANDING_NOUN_ENDINGS: readonly string[] = ['ship'];

/**
 * Nouns for a whole set of things and the things they gather ("the fleet" is the vehicles, "the formulary" the drugs):
 * a question about the set is about the one collection holding those things, read so only when no collection or field
 * uses the set's own word.
 */
export const COLLECTIVE_NOUNS: ReadonlyMap<string, readonly string[]> = new Map([
  ['fleet', ['vehicle', 'car', 'truck', 'van', 'bus', 'ship', 'vessel', 'boat', 'aircraft', 'plane']],
  ['formulary', ['drug', 'medication', 'medicine']],
  ['catalogue', ['product', 'item', 'book', 'title', 'part']], ['catalog', ['product', 'item', 'book', 'title', 'part']],
  ['roster', ['player', 'member', 'athlete']], ['squad', ['player', 'athlete']],
  ['workforce', ['employee', 'worker', 'staff']], ['faculty', ['professor', 'teacher', 'instructor', 'lecturer']],
  ['herd', ['animal', 'cow', 'cattle', 'livestock']], ['flock', ['bird', 'sheep', 'animal']],
  ['discography', ['album', 'song', 'track', 'record']], ['filmography', ['film', 'movie']],
  ['portfolio', ['holding', 'asset', 'investment', 'property']],
]);

/** Last words that are too generic to stand for a whole collection ("Ticket_Priority_Codes" is not "codes"). */
export const GENERIC_HEAD_WORDS: ReadonlySet<string> = new Set([
  'code', 'codes', 'id', 'ids', 'type', 'types', 'status', 'name', 'names', 'number', 'date', 'dates', 'value', 'values',
  'item', 'items', 'entry', 'entries', 'event', 'events', 'history', 'log', 'logs', 'link', 'links', 'map', 'mode',
]);

/** Generic heads of collection names that only say the records are logged ("fuel_logs", "usage_events"), canonical. */
export const LOGGED_RECORD_HEADS: ReadonlySet<string> = new Set(['log', 'event', 'entry', 'history']);

/** Last words of fields that key the record or entity named by the words before them (`depot_code`, `genre_id`), best first. */
export const KEY_ENDINGS: readonly string[] = ['id', 'code', 'number', 'no', 'key', 'uuid'];

/**
 * Marks of a lookup table, whose records only give a code its label ("ref_fee_kinds", "loss_reasons"): name prefixes
 * and last words of its name, canonical. Its code is mostly listed by the records that use it, not where its own
 * fields begin.
 */
export const LOOKUP_TABLE_PREFIXES: ReadonlySet<string> = new Set(['ref', 'lu', 'lkp', 'lookup']);
export const LOOKUP_TABLE_HEADS: ReadonlySet<string> = new Set(['type', 'code', 'reason', 'class', 'status', 'kind']);
/** Words saying a value is a thing's description ("colour described as 'tan'"): the value is the description's wording, not its code. */
export const DESCRIBING_WORDS: ReadonlySet<string> = new Set(['described', 'describes', 'describe', 'description', 'descriptions']);
/**
 * Verbs asking what a code or label means ("what does RFD mean", "which code stands for X"): the question reads a lookup
 * table. "mean" only after a "do" verb (else it averages); "stand" only before "for".
 */
export const MEANING_VERBS: ReadonlySet<string> = new Set(['means', 'meaning', 'denote', 'denotes', 'signify', 'signifies']);
export const MEANING_AFTER_DO = 'mean';
export const STAND_FOR: readonly [ReadonlySet<string>, string] = [new Set(['stand', 'stands']), 'for'];

/**
 * Last words of a record's own serial key, a number or token given to each record ("card_number", "item_barcode"),
 * unlike a code that many records share ("currency_code").
 */
export const SERIAL_KEY_ENDINGS: readonly string[] = ['id', 'number', 'no', 'key', 'uuid', 'barcode', 'serial'];

/**
 * First words of a field that keeps, on one record, a fact about the latest or next of another collection's records
 * ("last_service_date", "next_inspection_due"): the collection named after them is no mark of where its own fields begin.
 */
export const RECENCY_QUALIFIERS: readonly string[] = ['last', 'latest', 'next', 'previous', 'prev', 'recent', 'upcoming'];

/** Serial key endings that also end a plain number written on a record ("bib_number", "seat_no"), unlike an id. */
export const NUMBER_ENDINGS_OF_ATTRIBUTES: ReadonlySet<string> = new Set(['number', 'no']);

/**
 * Count words that, ending a field after a noun, hold that record's own amount ("orderTotal", "invoice_total"), no
 * count of such records as they do before it ("total_orders").
 */
export const OWN_AMOUNT_ENDINGS: ReadonlySet<string> = new Set(['total']);

/**
 * Registry numbers a person or thing is filed under, written as the end of a field naming whose (`patient_mrn`,
 * `prescriber_npi`: a medical record number, a national provider identifier). A number a registry gives out names
 * one holder, as a key does, so a field ending in one keys its holder as well as an `_id` would; only such numbers
 * written as a short code no other word is spelled as are listed, so a field's plain last word is never read as one.
 */
const REGISTRY_NUMBER_ENDINGS: readonly string[] = ['mrn', 'npi'];

/** Key endings ranked for finding an entity's key field by its word, then a registry number, its name field the last resort. */
export const KEY_SUFFIXES: readonly string[] = [...KEY_ENDINGS, ...REGISTRY_NUMBER_ENDINGS, 'name'];

/** Field-name endings that hold an identifier or a code: the key endings and short forms of one (`pk`, `sku`). */
export const IDENTIFIER_ENDINGS: ReadonlySet<string> = new Set([...KEY_ENDINGS, 'pk', 'num', 'ref', 'sku', 'mrn']);

/** Field-name endings that hold a thing's own name. */
export const NAME_ENDINGS: ReadonlySet<string> = new Set(['name', 'title']);

/** Field-name endings that hold what a code or kind is called ("status_label", "cause_description"). */
export const LABEL_ENDINGS: readonly string[] = ['label', 'description'];

/** Generic words that never name a field on their own but name the measure after an accumulator ("total amount"). */
export const MEASURE_WORDS: ReadonlySet<string> = new Set(['amount', 'value']);

/**
 * Nouns that, after "a"/"an" and before "of", count or gather things rather than name an attribute: "a total of 5",
 * "a number of orders", "a list of names", "a maximum of 10".
 */
export const QUANTITY_NOUNS: ReadonlySet<string> = new Set([
  'number', 'total', 'lot', 'list', 'couple', 'pair', 'maximum', 'minimum', 'max', 'min', 'average', 'sum', 'set', 'group',
  'variety', 'range', 'series', 'majority', 'minority', 'count', 'handful', 'bunch', 'collection', 'mix', 'combination',
  'part', 'portion', 'member', 'piece', 'kind', 'sort', 'type', 'bit', 'few', 'dozen', 'hundred', 'thousand', 'million',
]);

/**
 * Nouns of records that are people, as a collection names them ("employees", "guides"): only such records take a
 * person's name listed among other records' fields. Endings of agent nouns that name people follow.
 */
export const PERSON_ENTITY_NOUNS: ReadonlySet<string> = new Set([
  'person', 'people', 'employee', 'staff', 'worker', 'member', 'customer', 'client', 'patient', 'guest', 'visitor', 'user',
  'student', 'pupil', 'teacher', 'tutor', 'instructor', 'coach', 'trainer', 'trainee', 'guide', 'driver', 'rider', 'pilot',
  'player', 'athlete', 'owner', 'tenant', 'landlord', 'agent', 'broker', 'rep', 'seller', 'buyer', 'vendor', 'contact',
  'author', 'artist', 'actor', 'musician', 'doctor', 'physician', 'nurse', 'surgeon', 'therapist', 'clinician', 'provider',
  'volunteer', 'applicant', 'candidate', 'attendee', 'participant', 'passenger', 'traveller', 'traveler', 'courier',
  'mechanic', 'technician', 'tech', 'engineer', 'manager', 'supervisor', 'officer', 'judge', 'lawyer', 'attorney',
  'host', 'waiter', 'server', 'chef', 'cook', 'cashier', 'clerk', 'operator', 'inspector', 'auditor', 'reviewer',
  'subscriber', 'donor', 'recipient', 'sponsor', 'resident', 'citizen', 'voter', 'soldier', 'crew', 'staffer',
  'professor', 'lecturer', 'researcher', 'scientist', 'investigator', 'faculty', 'teammate', 'colleague', 'adviser',
  'advisor', 'mentor', 'mentee', 'caregiver', 'carer', 'stylist', 'groomer', 'walker', 'keeper', 'farmer', 'grower',
  'contractor', 'freelancer', 'consultant', 'labourer', 'laborer', 'nanny', 'parent', 'child', 'guardian',
  'borrower', 'lender', 'learner', 'listener', 'viewer', 'reader', 'writer', 'editor', 'photographer',
]);
/** Endings of nouns naming people by what they do or undergo ("trainee", "dentist", "librarian"). */
export const PERSON_NOUN_ENDINGS: readonly string[] = ['ee', 'ist', 'ian'];
/**
 * Words of fields only a person's record keeps ("age_years", "email_primary", "password_hash", "born_region",
 * "is_female"), beside a given or family name, a birth date or a sex (PERSON_FIELD_WORDS).
 */
export const PERSON_ATTRIBUTE_WORDS: readonly string[] = [
  'age', 'nationality', 'citizenship', 'email', 'password', 'login', 'username', 'occupation', 'profession', 'salary',
  'birthplace', 'hometown', 'born', 'male', 'female', 'middle',
];

/** The ways people and schemas spell the parts of a person's name ("fname", "given name", "surname"). */
export const FIRST_NAME_WORDS: readonly (readonly string[])[] = [['first', 'name'], ['fname'], ['f', 'name'], ['firstname'], ['given', 'name'], ['forename']];
export const LAST_NAME_WORDS: readonly (readonly string[])[] = [['last', 'name'], ['lname'], ['l', 'name'], ['lastname'], ['surname'], ['family', 'name']];
/** Spellings of a field holding the name someone goes by online, as its last words (`username`, `screen_name`, `handle`). */
export const HANDLE_WORDS: readonly (readonly string[])[] = [['username'], ['user', 'name'], ['handle'], ['login'], ['screen', 'name'], ['screenname'], ['nickname'], ['gamertag']];

/** Nouns of the main administrative areas, which a place's name is most often said before ("the Varn district"). */
const MAIN_AREA_NOUNS: readonly string[] = ['city', 'town', 'country', 'state', 'province', 'region', 'county', 'district'];
/** Nouns of an administrative area: both a field holding a place and a noun classing a place's name. */
const AREA_NOUNS: readonly string[] = [
  ...MAIN_AREA_NOUNS, 'nation', 'borough', 'continent',
  'neighborhood', 'neighbourhood', 'suburb', 'municipality', 'parish', 'prefecture', 'village',
];
/**
 * Last words of fields keeping an area a place's name is said before ("the Varn district" → `district`): the main
 * administrative areas and the plain words for an area; no whereabouts, no smaller unit.
 */
export const AREA_AFTER_NAME_FIELD_WORDS: readonly string[] = [...MAIN_AREA_NOUNS, 'area', 'territory', 'zone'];

/** Words of fields that hold a postal code ("zip_code", "postcode", "PostalCode"). */
export const POSTAL_FIELD_WORDS: ReadonlySet<string> = new Set(['zip', 'zipcode', 'postal', 'postcode']);
/**
 * Words of fields keeping a part of a postal address ("city_name", "county_district", "postcode_zone"); no country, which
 * a person or a firm has as well.
 */
export const ADDRESS_PART_WORDS: readonly string[] = ['street', 'city', 'town', 'state', 'province', 'county', ...POSTAL_FIELD_WORDS];
/** Last words of fields keeping where a record stands, as an address or a point ("location", "address", "geo"). */
export const WHEREABOUTS_WORDS: readonly string[] = ['location', 'address', 'geo', 'coordinates'];
/** Words that put a bare postal code in its place ("riders in 94110", "stores near 10001"). */
export const POSTAL_LEADS: ReadonlySet<string> = new Set(['in', 'at', 'near', 'around']);

/** Last words of fields that hold a place ("Headquarter", "ShopLocation", "birth_city"): a named place belongs there. */
export const PLACE_FIELD_WORDS: ReadonlySet<string> = new Set([
  ...AREA_NOUNS, 'port',
  'location', 'address', 'headquarter', 'headquarters', 'hometown', 'place', 'venue', 'site', 'residence', 'building',
]);

/**
 * Last words of fields keeping an administrative area or a whereabouts (`depot_city`, `home_address`): a label of where
 * the records are, never a compared amount. No port, site, place or building: those are numbered ("dest port over 1024",
 * "finish place under 10").
 */
export const AREA_OR_WHEREABOUTS_FIELD_WORDS: ReadonlySet<string> = new Set([...AREA_NOUNS, 'location', 'address']);

/** Nouns that class the name after "of" ("the city of Lyon", "the district of Northshire"): the name is their value. */
export const NAME_CLASS_NOUNS: ReadonlySet<string> = new Set([
  ...AREA_NOUNS, 'port',
  'village', 'island', 'kingdom', 'republic', 'department', 'faculty', 'division', 'school', 'college', 'university',
]);

/** Seasons: "in the Spring of 2031" names a time, not a place. */
export const SEASONS: ReadonlySet<string> = new Set(['spring', 'summer', 'fall', 'autumn', 'winter']);

/** Common nouns that close the names of places, buildings, bodies and events ("Baker Hall", "Riverside Park"): such a name is no person's. */
export const PLACE_NAME_HEADS: ReadonlySet<string> = new Set([
  'hall', 'center', 'centre', 'tower', 'building', 'house', 'street', 'avenue', 'road', 'square', 'plaza', 'park', 'garden',
  'gardens', 'stadium', 'arena', 'station', 'airport', 'bridge', 'college', 'university', 'school', 'academy', 'institute',
  'hospital', 'clinic', 'library', 'museum', 'theatre', 'theater', 'church', 'cathedral', 'hotel', 'mall', 'market', 'lake',
  'river', 'bay', 'island', 'mountain', 'beach', 'prix', 'cup', 'festival', 'bank', 'company', 'corporation', 'inc', 'ltd', 'club',
]);

/** Common nouns that close the names of companies ("Brightwater Holdings", "Kestrel Motors Ltd"). */
export const ORGANISATION_NAME_HEADS: ReadonlySet<string> = new Set([
  'corporation', 'corp', 'company', 'co', 'inc', 'incorporated', 'ltd', 'limited', 'llc', 'plc', 'gmbh', 'group', 'holdings',
  'industries', 'enterprises', 'technologies', 'systems', 'labs', 'partners', 'cooperative', 'co-op', 'llp', 'lp', 'pllc', 'pty',
  'ag', 'bv', 'sarl', 'associates',
]);
/**
 * Last words of an institution's name that stand for its head noun left unsaid ("Ashby High" for Ashby High School,
 * "Mercy General" for Mercy General Hospital), with that noun: the name is read against the fields named after it
 * (`school_name`, `hospital`), not as a person's first and last names.
 */
export const ELIDED_NAME_HEADS: ReadonlyMap<string, string> = new Map([
  ['high', 'school'], ['middle', 'school'], ['elementary', 'school'], ['primary', 'school'], ['secondary', 'school'],
  ['prep', 'school'], ['school', 'school'], ['academy', 'school'], ['general', 'hospital'], ['hospital', 'hospital'],
]);
/** Common nouns that close the names of institutions people belong to ("Leiden University", "Mercy Hospital"). */
export const INSTITUTION_NAME_HEADS: ReadonlySet<string> = new Set([
  'university', 'institute', 'college', 'school', 'academy', 'hospital', 'clinic', 'polytechnic', 'conservatory', 'seminary',
  'laboratory', 'observatory',
]);
/** Last words of the fields that keep the institution a person belongs to (`institution`, `affiliation`, `employer`). */
export const AFFILIATION_FIELD_WORDS: ReadonlySet<string> = new Set([
  'institution', 'affiliation', 'organisation', 'organization', 'employer', 'workplace',
]);
/** Words of the fields that hold a company's name: what such a name is read against ("maker_name", "brand"). */
export const ORGANISATION_FIELD_WORDS: readonly string[] = [
  'company', 'manufacturer', 'maker', 'brand', 'firm', 'organisation', 'organization', 'employer', 'vendor', 'supplier', 'producer', 'agency', 'authority',
];

/** Words of fields keeping a firm a record deals with (`supplier_name`, `carrier`, `counterparty`): the firm has a field of its own. */
export const FIRM_ROLE_FIELD_WORDS: readonly string[] = [...ORGANISATION_FIELD_WORDS, 'carrier', 'counterparty', 'provider', 'contractor', 'courier', 'insurer', 'lender'];

/** Words after a verb that lead to the firm that did it when a company's name follows ("boats serviced at Harrow Yard Ltd"). */
export const FIRM_LEADS: ReadonlySet<string> = new Set(['at']);

/**
 * Past verbs whose subject receives, requests or acquires ("bought", "received", "ordered"): the one named with them
 * is no doer of the records ("kits that Dr. Pike ordered" were not made by Dr. Pike; "parts bought at Orme Ltd" were
 * sold by Orme Ltd).
 */
export const RECEIVING_VERBS: ReadonlySet<string> = new Set([
  'received', 'got', 'gotten', 'ordered', 'requested', 'filed', 'submitted', 'placed', 'bought', 'purchased', 'acquired',
  'obtained', 'borrowed', 'rented', 'leased', 'booked', 'hired',
]);

/**
 * Words of the fields a company's whole name ("Kilmore Fishing Ltd") is read against: the organisation words and the
 * roles a company holds toward a record (`Owner_Name`, `operator`).
 */
export const COMPANY_NAME_FIELD_WORDS: readonly string[] = [...ORGANISATION_FIELD_WORDS, 'owner', 'operator'];

/** Last words of the fields that hold the maker a thing is sold under ("Kestrel kettles" → `brand`, `make`). */
export const MAKER_FIELD_WORDS: ReadonlySet<string> = new Set(['brand', 'make', 'manufacturer', 'maker', 'marque']);

/** Last words of the fields that hold who sent or issued a record ("claims from X" → `payer`, "invoices from X" → `vendor`). */
export const SENDER_FIELD_WORDS: ReadonlySet<string> = new Set(['payer', 'sender', 'source', 'issuer', 'insurer', 'supplier', 'vendor', 'carrier', 'origin']);

/** The articles, skipped before the noun they open. */
export const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/**
 * Endings that make a whole word of the word before them: inflections and noun, adjective or agent suffixes ("bookings",
 * "workers", "shipments", "rentals", "teammates", "shipper", "packet", "atomic", "memory"). A question word that is a field word and one of these is that
 * word, never a cut-off field word read in full ("acc" → account).
 */
export const WHOLE_WORD_ENDINGS: ReadonlySet<string> = new Set([
  'ed', 'er', 'ing', 'ings', 'ers', 'ment', 'ments', 'al', 'als', 'mate', 'mates', 'ness', 'less', 'ful', 'ship', 'ships', 'hood', 'hoods',
  'en', 'et', 'ic', 'ly', 'ry',
]);

/**
 * Words that say a record's date has passed or is still to come ("overdue loans", "expired licences", "upcoming
 * visits"): the comparison of the date field they concern with today, and the starts of that field's name words
 * (`due_date`, `licenseExpiry`, `expiresOn`, `expiration_date`).
 */
export const DATE_STATES: ReadonlyMap<string, { readonly op: '$lt' | '$gte'; readonly fieldStarts: readonly string[] }> = new Map([
  ['overdue', { op: '$lt', fieldStarts: ['due'] }],
  ['expired', { op: '$lt', fieldStarts: ['expir', 'valid'] }],
  ['lapsed', { op: '$lt', fieldStarts: ['expir', 'valid', 'renew'] }],
  ['upcoming', { op: '$gte', fieldStarts: ['scheduled', 'appointment', 'start', 'due', 'expir'] }],
]);

/** Words of the field holding where a trip or transfer starts ("origin", "orig", "SourceAirport", "departure_city"). */
export const ROUTE_START_WORDS: ReadonlySet<string> = new Set(['origin', 'orig', 'source', 'src', 'departure', 'dep', 'depart', 'from', 'pickup']);
/** Words of the field holding where it ends ("destination", "DestAirport", "arrival_city"). */
export const ROUTE_END_WORDS: ReadonlySet<string> = new Set(['destination', 'dest', 'arrival', 'arr', 'arrive', 'to', 'dropoff']);
/** Prepositions said right before the place a route starts from ("vans moved from bay 2"). */
export const ROUTE_START_LEADS: ReadonlySet<string> = new Set(['from']);
/** Prepositions said right before the place a route ends at ("trips to depot 9", "patients moved into ward W-3"). */
export const ROUTE_END_LEADS: ReadonlySet<string> = new Set(['to', 'into']);
/** Verbs said right before the place a route starts from, as "from" is ("shipments that left depot 4", "departing gate 9"). */
export const ROUTE_LEAVING_VERBS: ReadonlySet<string> = new Set(['left', 'leave', 'leaves', 'leaving', 'departed', 'depart', 'departs', 'departing', 'exited', 'exiting']);
/** Verbs said right before the place a route ends at, as "to" is ("parcels that reached hub 7"). */
export const ROUTE_REACHING_VERBS: ReadonlySet<string> = new Set(['reached', 'reach', 'reaches', 'reaching', 'entered', 'entering']);
/** Route-end words that also name the event of reaching that end: a field named by one alone (`arrival`) may keep its time. */
export const ROUTE_EVENT_WORDS: ReadonlySet<string> = new Set(['departure', 'dep', 'depart', 'arrival', 'arr', 'arrive']);
/** Verbs said before "in" or "at" and the place a route ends at ("trips that ended in Lagos", "rides finishing at Kew"). */
export const ROUTE_ENDING_VERBS: ReadonlySet<string> = new Set(['ended', 'end', 'ends', 'ending', 'finished', 'finish', 'finishes', 'finishing', 'terminated', 'terminating']);
/** Verbs said before "in" or "at" and the place a route starts at ("rides that began at Kew", "journeys starting in Oslo"). */
export const ROUTE_BEGINNING_VERBS: ReadonlySet<string> = new Set(['began', 'begin', 'begins', 'beginning', 'started', 'start', 'starts', 'starting', 'originated', 'originating']);
/** Words of a field holding when rather than where: a route end reached ("departure_time", "arrival_date"), a span of years (`fromYear`). */
export const ROUTE_MOMENT_WORDS: ReadonlySet<string> = new Set(['time', 'date', 'day', 'hour', 'at', 'timestamp', 'datetime', 'delay', 'year', 'month']);

/**
 * Own names of the field holding what an observation measured, beside a field naming what was observed
 * (`labs.testName` + `labs.value`, `readings.sensor` + `readings.result`).
 */
export const OBSERVED_VALUE_WORDS: ReadonlySet<string> = new Set(['value', 'result', 'reading']);
/** Words between what was observed and the bound on its result ("the iron came back above", "zinc measured below", "pH tested over"). */
export const OBSERVED_RESULT_WORDS: ReadonlySet<string> = new Set(['is', 'was', 'are', 'were', 'came', 'come', 'comes', 'back', 'returned', 'returns', 'measured', 'measures', 'tested', 'tests', 'read', 'reads', 'registered', 'showed', 'shows', 'resulted', 'level', 'levels']);
/** Last words of the field naming what an observation measured (`testName`, `metric_code`, `analyte`). */
export const OBSERVED_NAME_ENDINGS: ReadonlySet<string> = new Set(['name', 'code', 'test', 'type', 'analyte', 'measure']);

/**
 * Leads after which a value named before its field needs no article ("cabins with rustic decor", "pupils in fifth
 * grade"); other leads keep one ("tickets for the balcony tier"), since "for rustic decor" reads as a purpose.
 */
export const BARE_VALUE_LEADS: ReadonlySet<string> = new Set(['with', 'having', 'in']);
/**
 * Words a bare value before its field is not: they say the field is empty or repeats a value ("posts with empty body",
 * "contacts with duplicate phone"), no text stored in it.
 */
export const FIELD_STATE_WORDS: ReadonlySet<string> = new Set(['empty', 'blank', 'duplicate', 'duplicated', 'repeated']);
/**
 * Words making one phrase with "in" before them: the stages of STATUS_PHRASES ("in progress") and a few more ("in
 * stock", "in use"). After a bare "in" the word belongs to that phrase, not to the field named after it.
 */
export const IN_PHRASE_WORDS: ReadonlySet<string> = new Set([
  ...STATUS_PHRASES.filter((words) => words.length === 2 && words[0] === 'in').map((words) => words[1]!), 'stock', 'use', 'season', 'person',
]);
