import { MEASURED_ATTRIBUTES } from './measured-attributes.ts';
import { ATTRIBUTE_SUPERLATIVES } from './words.ts';

/**
 * Field-name words that store a quantity but may also keep a label in words ("rating": PG, "size": Large, "grade": B,
 * "experience": Senior, "stock": Common): their fields may take a word.
 */
export const WORDED_QUANTITY_WORDS: ReadonlySet<string> = new Set(['rating', 'passenger', 'bed', 'seating', 'temperature', 'temp', 'size', 'grade', 'mark', 'star', 'payment', 'transaction', 'surface', 'power', 'experience', 'stock', 'inventory', 'seniority', 'rent']);

/** Words that, heading a field name, make it keep a place in an order (`queue_order`); a rank may be a title ("Captain"). */
const ORDINAL_FIELD_WORDS: readonly string[] = ['order'];

/**
 * Words that, heading a field name, make it keep a quantity: the quantities people ask about without naming their
 * field (measured-attributes) and places in an order (`top_speed`, `points`, `queue_order`).
 */
export const QUANTITY_FIELD_HEADS: ReadonlySet<string> = new Set([...[...MEASURED_ATTRIBUTES.values()].flat(), ...ORDINAL_FIELD_WORDS]);

/** Last words of a field keeping the stage a record is at in words (`bid_stage`, `repair_state`, `trial_phase`): never a sum. */
export const STAGE_FIELD_ENDINGS: ReadonlySet<string> = new Set(['stage', 'state', 'phase']);

/** Words that, heading a field name, make it keep a date or a time (`date_of_birth`, `signup_year`, `created_timestamp`). */
/** Words a field's name opens or ends with, in the singular, when it keeps a calendar year (`year_founded`, `Model_Yr`). */
export const CALENDAR_YEAR_WORDS: ReadonlySet<string> = new Set(['year', 'yr', 'vintage']);
/** Words before such a word that make a rate or a count of it, not a year (`dues_per_year`). */
export const CALENDAR_YEAR_RATE_LEADS: ReadonlySet<string> = new Set(['per']);
export const DATE_FIELD_HEADS: ReadonlySet<string> = new Set(['date', 'time', 'year', 'month', 'day', 'hour', 'minute', 'dob', 'birthday', 'birthdate', 'timestamp', 'datetime']);

/**
 * Words that, opening a field name, make it a measure: an adjective ranking an attribute (`fastest_split`,
 * `oldest_age`) or an extreme or average of one (`max_load`, `avg_wait`).
 */
export const MEASURE_FIELD_OPENERS: ReadonlySet<string> = new Set([...ATTRIBUTE_SUPERLATIVES.keys(), 'max', 'min', 'maximum', 'minimum', 'avg', 'average', 'mean']);

/** The parts a day is divided into, which a time-of-day field may keep ("shows played at night"). */
export const PARTS_OF_DAY: ReadonlySet<string> = new Set(['morning', 'afternoon', 'evening', 'night']);
/** Parts of the day a time field may keep in words (a `slot_time` of "Evening"). */
export const TIME_OF_DAY_WORDS: ReadonlySet<string> = new Set([...PARTS_OF_DAY, 'noon', 'midnight', 'daytime', 'nighttime', 'dawn', 'dusk']);

/**
 * Last words of a leaf that says in words what an entry of a coded list is (`conditions.description`, `drugs.display_name`):
 * a pack's value for the list as a whole is written there.
 */
export const WRITTEN_OUT_LEAF_WORDS: ReadonlySet<string> = new Set(['description', 'desc', 'display', 'name', 'title', 'label', 'term', 'text']);
