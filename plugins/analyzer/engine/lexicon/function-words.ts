/**
 * Small words the stages read a clause's shape by: words that name a thing, link a subject to its answer, lead to a
 * reference or a verb (kept apart from words.ts so that lexicon grows without merge churn).
 */
import { RELATIVE_PRONOUNS, REQUEST_VERBS } from './words.ts';

/** Words between an entity noun and its name ("the event named 'X'", "the paper called 'X'"). */
export const NAMING_WORDS: ReadonlySet<string> = new Set(['named', 'called', 'titled']);
/** Words after a naming word that say whom a thing is named for, not its name ("ships named after rivers"). */
export const NAMED_FOR: ReadonlySet<string> = new Set(['after', 'for']);
/** Words that name a thing with "as" after them ("the customer known as 'X'", "the item listed as 'X'"). */
export const NAMED_AS: ReadonlySet<string> = new Set(['known', 'listed', 'designated']);
/** Subject pronouns that, right after a noun, open a relative clause with its "that" left out ("any husky we keep"). */
export const CONTACT_CLAUSE_SUBJECTS: ReadonlySet<string> = new Set(['we', 'you', 'they', 'i']);
/** The word that gives a verb's object the role a field names ("members who list chess as a hobby"). */
export const ROLE_GIVER = 'as';
/** Words that may stand between that word and the field ("as a hobby", "as their hobby"). */
export const ROLE_DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'their', 'his', 'her', 'its', 'one', 'of']);
/** Words between a noun and the name of the thing it names ("the regatta for the Silver Oar", "the vessel is 'X'"). */
export const THING_NAME_LINKS: ReadonlySet<string> = new Set([...NAMING_WORDS, 'the', 'a', 'an', 'for', 'is', 'was', 'are', 'were']);
/** Words before a name that give it to a thing named before them ("kilns named after X", "pals with X"). */
export const NAME_GIVERS: ReadonlySet<string> = new Set([...NAMING_WORDS, 'name', 'names', 'known', 'with']);

/** Answers a field may hold as text ("whose decision is yes"), and the verbs that link a field to one. */
export const ANSWER_WORDS: ReadonlySet<string> = new Set(['yes', 'no']);
export const ANSWER_LINKS: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', 'equals']);

/** Words that open a question asking which value or which record ("*which* year", "*in what* month"). */
export const ASKING_WORDS: ReadonlySet<string> = new Set(['what', 'which']);

/** Words after "count" that make it the verb of holding someone as one of a group ("count Ann *among* members"). */
export const COUNT_AS_LINKS: ReadonlySet<string> = new Set(['as', 'among']);

/** Prepositions before a record that another record points at ("by clinician 44", "for order 7", "on ferry 12"). */
export const REFERENCE_LEADS: ReadonlySet<string> = new Set(['by', 'for', 'of', 'from', 'with', 'to', 'at', 'on', 'in', 'under', 'against']);

/** Words that may stand between a counted noun and the verb naming its measure ("guests *that can be* seated"). */
export const MEASURE_VERB_LEADS: ReadonlySet<string> = new Set([
  ...RELATIVE_PRONOUNS, 'can', 'could', 'may', 'will', 'be', 'been', 'are', 'were', 'is', 'was', 'have', 'has', 'had', 'in', 'total',
]);

/** Prepositions a field name may end with after its verb ("approvedBy", "handed_to"). */
export const FIELD_NAME_PREPOSITIONS: ReadonlySet<string> = new Set(['by', 'to', 'from', 'for']);
/** Prepositions whose object may be a bare value of the records ("lessons on the flute", "dyed in indigo", "trimmed with lace", "paid for rice"). */
export const VALUE_OBJECT_PREPOSITIONS: ReadonlySet<string> = new Set(['on', 'in', 'with', 'for']);
/** Prepositions through which a verb leads to its value ("shipped *to* 'X'", "registered *at* 'X'"). */
export const VALUE_PREPOSITIONS: ReadonlySet<string> = new Set(['to', 'at', 'from', 'in', 'into', 'via']);

/** Words that open a parenthetical note on how a figure is written ("(in USD)", "(in thousands)"), not a condition. */
export const UNIT_NOTE_LEADS: ReadonlySet<string> = new Set(['in']);

/** Words for a missing value ("whose manager is NULL"): they say a field is empty, they are no text stored in it. */
export const NULL_WORDS: ReadonlySet<string> = new Set(['null', 'nil']);

/** Words before a kind noun that make it name the kind of the things asked about ("tents *with* type dome", "*into* the alpine category"). */
export const KIND_NOUN_LEADS: ReadonlySet<string> = new Set(['with', 'of', 'under', 'in', 'into']);
/** Words before a class's name said before its noun ("belong *to* rock genre", "*in* the jazz genre"), beside the articles. */
export const CLASS_NAME_LEADS: ReadonlySet<string> = new Set([...KIND_NOUN_LEADS, 'to', 'from']);
/** The word between a kind noun and the kind it names ("the category *of* fresh herbs"). */
export const KIND_NOUN_OF = 'of';

/** Words between a field and the lone letter it holds ("band X", "tier is F", "the class of C", "tier: M"). */
export const LETTER_LINKS: ReadonlySet<string> = new Set(['is', 'of', '=', ':']);
/** Words that open either end of a change or a range ("from B to A"). */
export const TRANSITION_ENDS: ReadonlySet<string> = new Set(['from', 'to']);
/** Lone lower-case letters that are words of their own ("a", "i"), never a letter value. */
export const WORD_LETTERS: ReadonlySet<string> = new Set(['a', 'i']);
/** The pronoun written as one capital letter, never a letter value. */
export const PRONOUN_I = 'I';
/** The word after a bound value that makes it a comparison ("is greater *than*"), not the value itself. */
export const COMPARED_WITH = 'than';
/** The word that brings in the doer of a passive verb ("crates delivered *by* the grower", "films by Ida Lee"). */
export const DOER_LEAD = 'by';

/** Words before "ID" that make it the state code of a place ("in ID", "from ID"), not an identifier. */
export const PLACE_LEADS: ReadonlySet<string> = new Set(['in', 'from']);
/**
 * Words right before (or before "the" before) a noun naming the records asked for ("how *many* hamsters", "*list* the
 * violinists", "the height *of* the ponies", "the commonest breed *among* terriers").
 */
export const RECORD_HEAD_LEADS: ReadonlySet<string> = new Set(['many', 'all', 'of', 'among', ...REQUEST_VERBS]);

/** Words that make two kinds held together ("owners of *both* a sailing boat and a motor one"): no single value of one field. */
export const JOINT_HOLDING_WORDS: ReadonlySet<string> = new Set(['both']);
/** The word joining the second of two kinds held together ("both a dome tent *and* a tunnel tent"). */
export const JOINT_SECOND = 'and';

/**
 * Words that lead into a phrase naming a group of records by the value of one field ("accounts *in the* north region",
 * "members *with a* gold badge", "tickets *for the* balcony tier", "climbers *on the* student plan", "signed up
 * *through the* web portal").
 */
export const VALUE_PHRASE_LEADS: ReadonlySet<string> = new Set(['in', 'from', 'at', 'for', 'with', 'under', 'within', 'on', 'through', 'via', 'by', 'has', 'have', 'having', 'featuring']);

/** Words before a field named right before its value ("claims *with* status denied", "rooms *having* view sea"). */
export const FIELD_VALUE_LEADS: ReadonlySet<string> = new Set(['with', 'having']);

/**
 * Words that deny a value without loosening its tie to the field named before it ("colour is *not* 'Red'", "type is
 * *anything except* 'Shrub'", "kind *other than* 'X'").
 */
export const DENYING_LEADS: ReadonlySet<string> = new Set(['not', 'anything', 'except', 'other', 'than', 'but', 'isn\'t', 'aren\'t', 'wasn\'t', 'weren\'t']);

/** Words skipped before a value for the word that names its field ("classified as the 'X'"). */
export const VALUE_LEAD_FILLERS: ReadonlySet<string> = new Set(['as', 'the', 'a', 'an']);

/** Words naming the part a person plays, as a field name ends ("job", `crewPos`, `staff_role`) or as the question says it ("the role of"). */
export const PART_WORDS: ReadonlySet<string> = new Set(['role', 'position', 'pos', 'job', 'occupation', 'profession']);
/** Part words that keep a person's occupation rather than a part in one thing (`job_title`, not `project_role`). */
export const OCCUPATION_PART_WORDS: ReadonlySet<string> = new Set(['job', 'occupation', 'profession']);
/** Last words of a field keeping a person's standing in a corps or a faculty (`rank`), which a part in one task (`task_role`) is not. */
export const RANK_PART_WORDS: ReadonlySet<string> = new Set(['rank']);
/**
 * Titles that are themselves a rank in a uniformed service (a corps, a crew, a force): a rank field keeps them, said
 * bare ("how many lieutenants"), where another occupation ("auditors") may name the records instead.
 */
export const RANK_TITLES: ReadonlySet<string> = new Set([
  'captain', 'lieutenant', 'sergeant', 'corporal', 'colonel', 'admiral', 'commander', 'commodore', 'ensign', 'marshal',
  'brigadier', 'constable', 'superintendent', 'inspector', 'skipper',
]);
/** Grades said before any occupation, making one title with it ("senior auditors", "deputy wardens"). */
export const RANK_GRADES: ReadonlySet<string> = new Set(['associate', 'assistant', 'adjunct', 'senior', 'junior', 'chief', 'deputy', 'vice', 'principal']);
/**
 * Titles of two words whose first word qualifies no other occupation so ("petty officers", "staff sergeants"): the
 * word joins the occupation after it only in these.
 */
export const QUALIFIED_TITLES: ReadonlySet<string> = new Set([
  'first officer', 'second officer', 'first mate', 'second mate', 'flight attendant', 'flight engineer', 'flight lieutenant',
  'petty officer', 'warrant officer', 'staff sergeant', 'lance corporal', 'rear admiral', 'wing commander', 'head nurse',
  'staff nurse', 'charge nurse', 'head teacher', 'full professor', 'visiting professor',
]);
/**
 * Words naming the branch a specialist practises, as a field name says it (`specialty`, `speciality_code`), and the
 * dictionary class of the people said by their branch ("cardiologists", "a dermatologist").
 */
export const SPECIALTY_WORDS: ReadonlySet<string> = new Set(['specialty', 'speciality', 'specialization', 'specialisation', 'specialism']);
export const SPECIALIST_CLASS = 'specialist';
/** Verbs saying what branch someone practises, before "in" and the branch ("vets specialising in equine dentistry"). */
export const SPECIALISING_VERBS: ReadonlySet<string> = new Set([
  'specializing', 'specialising', 'specialized', 'specialised', 'specializes', 'specialises', 'specialize', 'specialise',
]);
/** The word after a specialising verb that leads to the branch. */
export const SPECIALISING_LINK = 'in';
/** Words of a field name after the part word that still hold the part itself (`role_name`, `job_title`, `position_code`). */
export const PART_TAILS: ReadonlySet<string> = new Set(['name', 'title', 'code']);
/** Words before "as" that make no part of it: comparisons ("such as", "as well as"), ratings and names ("known as"). */
export const AS_NOT_PART: ReadonlySet<string> = new Set([
  'such', 'well', 'same', 'so', 'many', 'much', 'long', 'soon', 'far', 'just', 'rated', 'ranked',
  'known', 'named', 'called', 'branded', 'titled', 'referred', 'described', 'labelled', 'labeled', 'marketed', 'sold',
]);
/** The indefinite articles: one of a kind ("as *a* cellist", "who is *an* usher", "*a* colour of blue"). */
export const INDEFINITE_ARTICLES: ReadonlySet<string> = new Set(['a', 'an']);
/** Words linking a person to the part named after them ("who *is* a juror"). */
export const PART_LINKS: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were']);
/** Words that may follow the part named and end it ("as a juror *in* the trial"). */
export const PART_ENDS: ReadonlySet<string> = new Set(['in', 'at', 'for', 'on', 'with', 'from', 'during', 'since', 'who', 'whose']);
/** Words before "is a" that say who plays the part: a relative or a personal pronoun ("who is a juror", "given that she is a juror"). */
export const PART_HOLDERS: ReadonlySet<string> = new Set(['who', 'that', 'which', 'he', 'she', 'they']);
/** Words giving the name of the person a part is said of ("the juror *named* Ann Lee"). */
export const PART_NAMINGS: ReadonlySet<string> = new Set(['named', 'called']);
/** Nouns after "as" saying how an answer is shown or counted, not a part anyone plays ("as a table", "as a percentage"). */
export const PRESENTATION_NOUNS: ReadonlySet<string> = new Set([
  'table', 'chart', 'graph', 'pie', 'plot', 'list', 'percentage', 'percent', 'fraction', 'ratio', 'proportion', 'share',
  'number', 'total', 'sum', 'whole', 'group', 'average', 'count', 'string', 'text', 'csv', 'json', 'decimal', 'integer',
]);

/** Words naming what an unquoted affix is ("starting with the digit 4", "containing the letter a"). */
export const AFFIX_KIND_WORDS: ReadonlySet<string> = new Set(['letter', 'letters', 'digit', 'digits', 'number', 'numbers', 'character', 'characters', 'word', 'string', 'substring', 'prefix', 'suffix', 'text']);

/** Pronouns standing for whatever records someone made ("anything by Ann Lee", "everything by X"). */
export const MADE_THING_PRONOUNS: ReadonlySet<string> = new Set(['anything', 'everything', 'something', 'whatever']);
/** Nouns for a made thing, in the singular, whose maker "by" names where the schema keeps no such records ("works by X"). */
export const MADE_THING_NOUNS: ReadonlySet<string> = new Set([
  'work', 'artwork', 'piece', 'creation', 'composition', 'painting', 'drawing', 'sculpture', 'print', 'photograph', 'photo', 'song',
  'track', 'album', 'book', 'novel', 'poem', 'play', 'film', 'movie', 'design', 'recording',
]);

/** "out of": a state denied ("out of stock") or where a thing leaves from ("shipped out of Leith"). */
export const OUT_OF: readonly string[] = ['out', 'of'];

/** Words joining two conditions ("fat over 30% *and* sugar below 10%"). */
export const CONDITION_JOINS: ReadonlySet<string> = new Set(['and', ',', ';']);

/** The leads of a place a route goes to and comes from ("crossings *to* Oslo", "parcels *from* Ohio"). */
export const ROUTE_TO = 'to';
export const ROUTE_FROM = 'from';
/** Words after a verb of ending or starting and before the place ("ended *in* Lagos", "began *at* Kew"). */
export const ROUTE_VERB_LEADS: ReadonlySet<string> = new Set(['in', 'at']);

/**
 * Words between a role and the field it qualifies ("pets whose vet *is* NPI …", "*the* vet's licence"); unlike the
 * links of a status (STATUS_LINKS: "of", "=", ":"), never a word that names another thing's field.
 */
export const ROLE_LINKS: ReadonlySet<string> = new Set(['is', 'was', 'the', 'a', "'s"]);

/** Marks that end a sentence: a lower-case name must close the question ("songs by lena moray?"). */
export const SENTENCE_END_MARKS: ReadonlySet<string> = new Set(['.', '?', '!']);
/**
 * Words after which two lower-case words closing the question are a person's name, each with whether a verb naming
 * its doer may stand before it instead of the records ("crews trained *by* …"; "reservations *for* …" needs the records).
 */
export const PERSON_NAME_LEADS: ReadonlyMap<string, boolean> = new Map([['for', false], ['by', true]]);

/** Words of the fields that keep an e-mail address. */
export const MAIL_FIELD_WORDS: ReadonlySet<string> = new Set(['email', 'mail']);

/**
 * An object question opens with one of these and a noun, and an auxiliary follows ("which tenants did agent 4
 * visit"): the one named after the auxiliary acts on the records asked.
 */
export const OBJECT_QUESTION_WORDS: ReadonlySet<string> = new Set(['which', 'what']);
/** The auxiliaries of an object question (see OBJECT_QUESTION_WORDS). */
export const OBJECT_QUESTION_AUXILIARIES: ReadonlySet<string> = new Set(['did', 'does', 'do', 'has', 'have', 'had']);
/**
 * Words right before an identifier that say the records named before are someone's or something's, not the thing
 * itself ("paystubs *for* X-1", "miles earned *by* X-1", "how many visits *did* X-1 have").
 */
export const PARTY_CODE_LEADS: ReadonlySet<string> = new Set(['for', 'by', 'did', 'does', 'do']);
/** Pronouns that ask about people without naming which records ("*who* got …", "*anyone* seen at …"). */
export const PERSON_PRONOUNS: ReadonlySet<string> = new Set(['who', 'whom', 'anyone', 'anybody', 'someone', 'somebody', 'everyone', 'everybody']);
/**
 * Words of the fields that make records people's (a given and a family name, a birth date, a sex), written as field
 * names (compared by their canonical words, joined: see record-path); words of four letters or more are found inside a
 * name (`dateofbirth`, `lastname`).
 */
export const PERSON_FIELD_WORDS: readonly string[] = ['firstname', 'givenname', 'forename', 'lastname', 'surname', 'familyname', 'family_name', 'birth', 'dob', 'sex', 'gender'];
/** Person field words of one kind, by the kind they count as (a sex and a gender are one attribute). */
export const PERSON_FIELD_KINDS: ReadonlyMap<string, string> = new Map([
  ['givenname', 'firstname'], ['forename', 'firstname'], ['surname', 'lastname'], ['familyname', 'lastname'], ['family_name', 'lastname'], ['dob', 'birth'], ['gender', 'sex'],
]);

/** Words before a maker's name said after the things it made ("lots *from* Acme", "doses *by* Acme", "the average *for* Acme"). */
export const MAKER_LEADS: ReadonlySet<string> = new Set(['by', 'from', 'for']);

/** Last words of a field name that keep a code for what the words before them name (`fee_type_code`). */
export const CODE_KEY_ENDINGS: ReadonlySet<string> = new Set(['code']);

/** Question words asking for a person ("*who* logged the most ascents"). */
export const PERSON_QUESTION_WORDS: ReadonlySet<string> = new Set(['who', "who's", 'whom']);

/** Prepositions opening a place phrase said between a ranked noun and what ranks it ("the oldest van *in* the depot by mileage"). */
export const PLACE_PHRASE_LEADS: ReadonlySet<string> = new Set(['in', 'at']);

/** Brackets that open an aside after what it qualifies ("the oldest van *(*by mileage)"). */
export const ASIDE_OPENERS: ReadonlySet<string> = new Set(['(', '[']);

/** Prepositions that put a figure over a set of records ("total sea hours *for* voyages"). */
export const OVER_RECORDS: ReadonlySet<string> = new Set(['for', 'across', 'over', 'of']);
/** Words between such a preposition and the records' noun ("for *all the* shifts"). */
export const RECORDS_DETERMINERS: ReadonlySet<string> = new Set(['all', 'the', 'our']);

/** Tokens at most of a value read as a filter between a ranking word and the records it counts ("most 5 - kg parcels"). */
export const FILTERED_VALUE_TOKENS = 4;

/** The words asking how many of the noun after them there are ("*how many* times was card C-12 swiped"). */
export const COUNT_QUESTION: readonly string[] = ['how', 'many'];
