/**
 * Hand-written companions to the generated noun classes (hypernyms.ts), read by filters/hypernym-values.ts.
 */

/**
 * Field head words whose values WordNet files under classes of another name: a `species` field keeps animals (hamster →
 * mammal, parrot → bird), a `diagnosis` keeps diseases and symptoms, an `ingredient` keeps foodstuffs. A value whose
 * class carries one of these names is read as a value of the field so headed.
 */
export const FIELD_CLASS_ALIASES: ReadonlyMap<string, readonly string[]> = new Map([
  ['species', ['animal', 'mammal', 'bird', 'fish', 'reptile', 'amphibian', 'rodent']],
  // a breed is a kind of one domestic animal (terrier → dog, shire → draft horse)
  ['breed', ['dog', 'cat', 'horse', 'cattle', 'sheep', 'pig', 'goat', 'chicken']],
  ['diagnosis', ['disease', 'illness', 'disorder', 'symptom', 'inflammation', 'infection', 'injury']],
  ['condition', ['disease', 'illness', 'disorder']],
  ['ingredient', ['foodstuff']],
  ['feed', ['fodder', 'grain']],
  // a maker's name is the make of what it made, kept by a brand or manufacturer field as well
  ['brand', ['make']],
  ['manufacturer', ['make']],
  ['marque', ['make']],
  // what a thing is built of: WordNet files metals and alloys under substance, not under material
  ['material', ['metal', 'alloy']],
  // a crop is grown for food: its values are filed under the foods they give
  ['crop', ['vegetable', 'cereal', 'grain', 'fruit']],
]);

/**
 * Value words WordNet's noun table leaves out (mostly said as adjectives, or first meaning something else), with the
 * class a field of their values is named after: "petrol scooters", "hybrid ferries" keep a fuel.
 */
export const EXTRA_WORD_CLASSES: ReadonlyMap<string, string> = new Map([
  ['diesel', 'fuel'], ['electric', 'fuel'], ['hybrid', 'fuel'], ['petrol', 'fuel'], ['gasoline', 'fuel'], ['gas', 'fuel'],
  ['lpg', 'fuel'], ['cng', 'fuel'], ['hydrogen', 'fuel'], ['biodiesel', 'fuel'],
]);

/**
 * Classes of the goods a field named by a kind word alone (`Category`, `type`) sorts its records into: a plural noun
 * under one of them, said where the records stand ("the weights of the pastries", "sedatives under 5 dollars"), is such a
 * kind; nouns under other classes (people, units, studies, tools) more often name the records or a figure of them.
 */
export const STOCK_KIND_CLASSES: ReadonlySet<string> = new Set([
  'course', 'dish', 'food', 'nutriment', 'beverage', 'medicine', 'drug', 'garment', 'clothing', 'commodity', 'vehicle',
  'fiction', 'furniture', 'appliance', 'toy', 'cosmetic', 'fabric', 'jewelry', 'footwear',
]);

/** Field-name words that only say how a value is written (`habitat_code`): the field is named by the words before. */
export const VALUE_FORM_WORDS: ReadonlySet<string> = new Set(['code']);

/**
 * How a person noun ending in "-ist" is made from the word for what the person practises or plays, tried in turn when
 * the person noun's own classes name no field: urologist → urology, violinist → violin, pianist → piano, bassoonist → bassoon.
 */
export const PRACTICE_SUFFIXES: readonly string[] = ['y', '', 'o', 'e', 'a'];

/**
 * Words saying when, how often or how much, which set apart no kind of a thing: before a kind ("late ska shows",
 * "weekly quiz shows") they qualify the things, the kind being the word after them alone.
 */
export const KINDLESS_QUALIFIERS: ReadonlySet<string> = new Set([
  'late', 'early', 'new', 'old', 'recent', 'latest', 'current', 'former', 'past', 'future', 'next', 'last', 'previous', 'upcoming',
  'daily', 'weekly', 'monthly', 'yearly', 'hourly', 'nightly', 'quarterly', 'annual', 'biannual', 'seasonal',
  'very', 'most', 'more', 'less', 'least', 'much', 'too', 'quite', 'rather', 'extra',
]);

/**
 * Medical practitioners WordNet files under no specialist, and no "-ist" spelling leads to what they practise, with
 * the branch a specialty field keeps for them.
 */
export const PRACTISED_BRANCHES: ReadonlyMap<string, string> = new Map([
  ['surgeon', 'surgery'], ['neurosurgeon', 'neurosurgery'], ['pediatrician', 'pediatrics'], ['paediatrician', 'paediatrics'],
  ['internist', 'internal medicine'], ['anesthetist', 'anesthesiology'], ['anaesthetist', 'anaesthesiology'],
  ['chiropractor', 'chiropractic'], ['orthodontist', 'orthodontics'], ['periodontist', 'periodontics'], ['endodontist', 'endodontics'],
  ['prosthodontist', 'prosthodontics'],
]);

/**
 * Classes of the things whose name is their kind: a `<thing>_name` field of an act or a substance (`procedureName`,
 * `drug_name`) keeps kinds of it (a kind of surgery, a kind of painkiller), while people, vessels, places and works
 * get names of their own (`artist_name`, `vessel_name`).
 */
export const KIND_NAMED_CLASSES: readonly string[] = ['activity', 'drug', 'substance'];
