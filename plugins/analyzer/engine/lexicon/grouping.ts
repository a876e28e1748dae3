/**
 * Words of counting per group and of grouping (kept apart from words.ts so that lexicon grows without merge churn).
 */
import { ROLE_GIVER } from './function-words.ts';
import { LABEL_ENDINGS, RELATIVE_PRONOUNS } from './words.ts';

/** Words at most between a limit and the "by" that ranks what it limits ("top 5 *repeat* customers by …"). */
export const LIMIT_BY_GAP = 4;
/** Words opening the role a ranked thing plays, after its superlative ("used most *as* a topping"): the ranking ends there. */
export const ROLE_LEADS: ReadonlySet<string> = new Set([ROLE_GIVER]);
/** Nouns that count occurrences of the group itself ("used fewer than 5 times", "on at least two occasions"). */
export const OCCURRENCE_NOUNS: ReadonlySet<string> = new Set(['times', 'occasions', 'occurrences', 'instances']);

/** Plural nouns not made with an -s, which name several records as "-s" plurals do ("more than three children", "the fewest staff"). */
export const UNMARKED_PLURALS: ReadonlySet<string> = new Set(['people', 'children', 'men', 'women', 'staff', 'personnel']);

/** Adverbs that count occurrences of the group itself, with the number they stand for ("used more than twice"). */
export const REPETITION_ADVERBS: ReadonlyMap<string, number> = new Map([['once', 1], ['twice', 2], ['thrice', 3]]);
/** The noun after a number that makes it a repetition ("5 times"), as the adverbs above are. */
export const REPETITION_NOUN = 'times';

/** Nouns said with an article for a small number ("more than *a single* order", "at least *a pair of* bookings"). */
export const ARTICLE_QUANTITIES: ReadonlyMap<string, number> = new Map([['single', 1], ['pair', 2], ['couple', 2]]);

/** Words opening a range of counts ("*between* 3 and 5 kilns", "*from* 3 to 5 kilns") and joining its ends. */
export const COUNT_RANGE_OPENERS: ReadonlySet<string> = new Set(['between', 'from']);
export const COUNT_RANGE_JOINERS: ReadonlySet<string> = new Set(['and', 'to']);
/** The joiners that make a range without an opener ("3 to 5 kilns"; "3 and 5 kilns" lists two numbers). */
export const BARE_COUNT_RANGE_JOINERS: ReadonlySet<string> = new Set(['to']);

/** Adverbs that chain one key of an order to the next ("sorted by name, *then* by age, and *lastly* by city"). */
export const SEQUENCE_ADVERBS: ReadonlySet<string> = new Set(['then', 'next', 'lastly', 'finally', 'secondly', 'thirdly', 'afterwards']);

/** Words naming a record's id, after the records' noun ("the hive *id*", "which barge *IDs*"). */
export const ID_WORDS: ReadonlySet<string> = new Set(['id', 'ids', 'identifier', 'identifiers']);

/** Words that open a noun phrase naming the groups ("*which* wards …", "*the* glaze finish that …"), not a verb or a predicate. */
export const GROUP_NOUN_OPENERS: ReadonlySet<string> = new Set(['which', 'what', 'the', 'each', 'every', 'all', 'these', 'those']);

/** Prepositions that make an accumulator an adverb said after what it accumulates ("the most *in total*", "longest *on average*"). */
export const ADVERBIAL_ACCUMULATOR_LEADS: ReadonlySet<string> = new Set(['in', 'on']);

/** Adverbs that make a number before records an exact count of them ("*only* one order", "*precisely* two visits"). */
export const EXACT_COUNT_ADVERBS: ReadonlySet<string> = new Set(['only', 'precisely', 'just']);


/** Units of a measured value: "more than 5 dollars" compares a value, it counts no records (canonical forms). */
export const VALUE_UNITS: ReadonlySet<string> = new Set([
  'dollar', 'euro', 'pound', 'cent', 'point', 'percent', 'degree', 'meter', 'metre', 'kilometer', 'mile', 'foot', 'feet',
  'inch', 'kilogram', 'gram', 'ton', 'liter', 'litre', 'unit', 'credit', 'hour', 'minute', 'second', 'day', 'week',
  'month', 'year', 'k', 'thousand', 'million', 'billion', 'star', 'vote', 'seat', 'lap', 'mile', 'acre', 'hectare',
  'tonne', 'kilometre', 'centimetre', 'centimeter', 'millimetre', 'millimeter', 'gallon', 'ounce', 'knot',
]);

/** Nouns for people in general ("the top 3 people by …"), which name no collection of their own. */
export const GENERIC_PERSON_NOUNS: ReadonlySet<string> = new Set(['people', 'persons', 'individuals', 'folks']);

/** Nouns that name a kind of thing; "each type", "the most common kind of room" group by a field of that kind. */
export const KIND_WORDS: ReadonlySet<string> = new Set([
  'type', 'types', 'kind', 'kinds', 'sort', 'sorts', 'variety', 'varieties', 'form', 'forms', 'category', 'categories',
  'class', 'classes', 'genre', 'genres',
]);

/** Words a field name uses for the kind of a record (`fuel_type_code`, `apt_category`, `GType`); canonical forms. */
export const KIND_FIELD_WORDS: ReadonlySet<string> = new Set(['type', 'kind', 'categorie', 'class', 'genre']);

/** Words that open a figure computed over records ("the *number* of orders", "*how* many", "their *average* score", "the *aggregated* hours"). */
export const FIGURE_WORDS: ReadonlySet<string> = new Set([
  'number', 'count', 'counts', 'total', 'totals', 'average', 'averages', 'mean', 'sum', 'how', 'maximum', 'minimum',
  'aggregated', 'cumulative', 'combined', 'accumulated',
]);

/**
 * Nouns asking how records spread over a field's values ("a *breakdown* of ticket types", "the room status *split*"):
 * a count per value. Share words asking a ratio ("percentage", "proportion") are not among them.
 */
export const BREAKDOWN_NOUNS: ReadonlySet<string> = new Set(['breakdown', 'distribution', 'split', 'composition', 'makeup', 'spread']);

/** Prepositions of a movement's ends that open field names (`to_port`, `from_port`): "sailed to each port" is `to_port`. */
export const DIRECTION_PREPOSITIONS: ReadonlySet<string> = new Set(['to', 'from']);

/** Words before a grouping phrase that keep it one ("the share of colours *within* each batch"). */
export const WITHIN_WORDS: ReadonlySet<string> = new Set(['within', 'across']);

/** Words after a noun that make it a count of that thing ("employee count", "participant total" is a value). */
export const TALLY_NOUNS: ReadonlySet<string> = new Set(['count', 'counts', 'totals', 'tally', 'tallies', 'headcount', 'headcounts']);

/**
 * Words naming the value most records share: a noun after the group ("the shift that accounts for the *majority* of the
 * rota") or an adjective before it ("the *predominant* status"). Both rank groups by their count and keep the top one.
 */
export const MAJORITY_NOUNS: ReadonlySet<string> = new Set(['majority', 'bulk']);
export const MAJORITY_ADJECTIVES: ReadonlySet<string> = new Set(['predominant', 'prevailing', 'dominant', 'prevalent']);

/** Verbs that ask for records to be put in groups ("group them by month", "break the totals down by region"). */
export const GROUPING_VERBS: ReadonlySet<string> = new Set([
  'group', 'groups', 'grouping', 'categorize', 'categorise', 'categorizing', 'classify', 'classifying', 'break', 'breaking',
  'split', 'splitting', 'segment', 'segmenting', 'bucket', 'partition', 'cluster', 'aggregate', 'summarize', 'summarise', 'tally',
]);

/** Words that say a list is put in order ("by year in *descending* order", "by name *alphabetically*"). */
export const ORDER_WORDS: ReadonlySet<string> = new Set([
  'ascending', 'descending', 'ascendingly', 'descendingly', 'increasing', 'decreasing', 'alphabetically', 'alphabetical',
  'order', 'reverse', 'chronologically', 'chronological',
]);

/** Words after "from (the)" that open a range of order ("from the most recent", "from high to low", "from A to Z"). */
export const ORDER_ENDS: ReadonlySet<string> = new Set([
  'most', 'least', 'highest', 'lowest', 'largest', 'smallest', 'newest', 'oldest', 'latest', 'earliest', 'recent',
  'high', 'low', 'top', 'bottom', 'first', 'last', 'a', 'z', 'best', 'worst', 'biggest', 'greatest', 'fewest',
]);

/**
 * Nouns of how many records take part in a group: after a superlative they rank groups by a count ("the largest
 * representation among delegates", "the highest attendance of performances") unless the schema stores them as a field.
 */
export const PRESENCE_NOUNS: ReadonlySet<string> = new Set([
  'representation', 'population', 'presence', 'attendance', 'enrollment', 'enrolment', 'enrollments', 'participation',
  'involvement', 'membership', 'turnout', 'following', 'headcount', 'usage',
]);

/** Adjectives between a quantifier and the key that narrow nothing ("for each *available* size", "every *existing* tier"). */
export const KEY_FILLER_ADJECTIVES: ReadonlySet<string> = new Set(['available', 'existing', 'possible']);

/** Words that range over every record of a kind ("each borough", "per region"). */
export const RANGING_WORDS: ReadonlySet<string> = new Set(['each', 'every', 'per']);
/** Words that make the noun after them the key of the groups: the ranging words and "by" ("per department", "by store"). */
export const GROUP_KEY_LEADS: ReadonlySet<string> = new Set([...RANGING_WORDS, 'by']);

/** Determiners that may open a second grouping key after "and" ("by grade and *their* shift"). */
export const LISTED_KEY_DETERMINERS: ReadonlySet<string> = new Set(['their', 'its', 'each']);

/** Words after the noun of a "by" that narrow it to some doers ("by members *who* joined", "by artists *aged* 30"). */
export const AGENT_QUALIFIERS: ReadonlySet<string> = new Set([...RELATIVE_PRONOUNS, 'whose', 'aged', 'named', 'called']);

/** Words after "by" that make what follows the doers taken together, not one group each ("by all branches", "by any member"). */
export const AGENT_QUANTIFIERS: ReadonlySet<string> = new Set(['all', 'any']);

/** Words opening a field that counts units of something (`qty`, `qtyOrdered`, `unitsSold`): an amount added up per group. */
export const QUANTITY_FIELD_WORDS: ReadonlySet<string> = new Set(['quantity', 'qty', 'units']);
/** The plural noun of sums ("the payment totals"): what it follows is added up, if those things keep an amount. */
export const TOTALS_NOUN = 'totals';
/**
 * Nouns of money taken in or paid out over many records, a total by nature ("revenue", "takings"): things ranked by
 * one are ranked by a total of what their records keep, unlike "fee" or "cost", which one record may hold.
 */
export const TOTAL_NOUNS: ReadonlySet<string> = new Set(['revenue', 'sales', 'earnings', 'income', 'turnover', 'takings', 'spend', 'spending', 'profit', 'profits', 'proceeds']);
/**
 * Last words of fields keeping what one record is worth in money (`amount`, `TotalAmount`, `unit_price`, `charges`):
 * a total or an average of the records' "amount", "value", "spend" or "revenue" adds up the one such field they keep.
 */
export const RECORD_MONEY_HEADS: readonly string[] = [
  'amount', 'total', 'value', 'price', 'cost', 'costs', 'fee', 'fees', 'fare', 'fares', 'charge', 'charges', 'revenue', 'sales', 'spend', 'due', 'income', 'earnings', 'profit',
];
/** Heads of money fields paid out, not taken in (`cost`, `spend`): what records earn is never kept there. */
export const OUTGOING_MONEY_HEADS: readonly string[] = ['cost', 'costs', 'spend', 'spending', 'expense', 'expenses', 'outlay'];
/** Words saying which of several money fields is the whole of a record's worth (`total_amount` over `tax_amount`). */
export const WHOLE_AMOUNT_WORDS: readonly string[] = ['total', 'grand', 'gross'];
/**
 * Last words of fields that hold money or another amount people add up: a question that opens with such a field and
 * groups it ("amount due per currency", "MRR by plan") asks for its total per group.
 */
export const SUMMED_FIELD_HEADS: ReadonlySet<string> = new Set([
  'amount', 'revenue', 'sales', 'cost', 'costs', 'fee', 'fees', 'mrr', 'arr', 'profit', 'spend', 'spending', 'due', 'income', 'earnings', 'seat', 'capacity',
  'hours', 'value',
]);

/**
 * Last words of a field keeping a measure sorted into named bands (`size_band`, `age_bracket_label`, `income_class`): a
 * label, though its first words name a quantity, so it ranks nothing.
 */
export const BANDED_FIELD_ENDINGS: ReadonlySet<string> = new Set([
  ...LABEL_ENDINGS, 'band', 'bracket', 'bucket', 'tier', 'grade', 'group', 'class', 'category', 'type', 'kind',
]);
