import type { FieldRole } from './words.ts';

/**
 * World knowledge that is the same for every schema: places and languages, and classes of things every trade names
 * alike (makers, payment methods, channels, tiers, funding agencies). A value found in a question is routed to the schema field whose
 * name carries the matching role word. Trade vocabularies (genres, cuisines, certificates)
 * live in the sector packs (`sector-packs/*.json`) and apply only where their pack is detected.
 */
export interface ValueLexicon {
  readonly role: FieldRole;
  readonly values: readonly string[];
  /** a class of things counted in the plural ("Fiats", "money orders"): each value read with an added s too */
  readonly plural?: true;
  /** a class whose values are ordinary words too ("check", "basic", "web"): the words beside a value that say its class */
  readonly cues?: ClassCues;
}

/**
 * Words right before a value (past an article) or right after it that say it is of its class: "paid by cheque", "a
 * bronze tier", "booked via web". Without one, a value of one word is read only as a name, capitalised inside the question.
 */
export interface ClassCues {
  readonly before: ReadonlySet<string>;
  readonly after: ReadonlySet<string>;
  /** values said of the class with no cue, being no ordinary word otherwise ("bookings that came in online") */
  readonly alone?: ReadonlySet<string>;
}

const COUNTRIES = [
  'afghanistan', 'albania', 'algeria', 'argentina', 'armenia', 'australia', 'austria', 'azerbaijan', 'bangladesh',
  'belarus', 'belgium', 'bolivia', 'bosnia and herzegovina', 'brazil', 'bulgaria', 'cambodia', 'cameroon', 'canada',
  'chile', 'china', 'colombia', 'costa rica', 'croatia', 'cuba', 'cyprus', 'czech republic', 'czechia', 'denmark',
  'dominican republic', 'ecuador', 'egypt', 'estonia', 'ethiopia', 'finland', 'france', 'georgia', 'germany', 'ghana',
  'greece', 'guatemala', 'hong kong', 'hungary', 'iceland', 'india', 'indonesia', 'iran', 'iraq', 'ireland', 'israel',
  'italy', 'jamaica', 'japan', 'jordan', 'kazakhstan', 'kenya', 'kuwait', 'latvia', 'lebanon', 'lithuania',
  'luxembourg', 'malaysia', 'mexico', 'morocco', 'nepal', 'netherlands', 'new zealand', 'nigeria', 'north korea',
  'norway', 'pakistan', 'panama', 'peru', 'philippines', 'poland', 'portugal', 'puerto rico', 'qatar', 'romania',
  'russia', 'saudi arabia', 'senegal', 'serbia', 'singapore', 'slovakia', 'slovenia', 'south africa', 'south korea',
  'korea', 'soviet union', 'spain', 'sri lanka', 'sweden', 'switzerland', 'syria', 'taiwan', 'tanzania', 'thailand',
  'tunisia', 'turkey', 'uganda', 'ukraine', 'united arab emirates', 'uae', 'united kingdom', 'uk', 'united states',
  'usa', 'us', 'uruguay', 'venezuela', 'vietnam', 'west germany', 'east germany', 'yugoslavia', 'zimbabwe',
  // the nations of the United Kingdom, and more countries
  'england', 'scotland', 'wales', 'northern ireland', 'mongolia', 'myanmar', 'laos', 'brunei', 'fiji',
  'papua new guinea', 'oman', 'bahrain', 'yemen', 'libya', 'sudan', 'south sudan', 'somalia', 'rwanda', 'burundi',
  'mozambique', 'zambia', 'malawi', 'angola', 'namibia', 'botswana', 'madagascar', 'mali', 'niger',
  'burkina faso', 'ivory coast', 'benin', 'togo', 'sierra leone', 'liberia', 'gabon',
  'congo', 'democratic republic of the congo', 'mauritania', 'eritrea', 'djibouti', 'honduras', 'nicaragua',
  'el salvador', 'paraguay', 'haiti', 'trinidad and tobago', 'barbados', 'bahamas', 'belize', 'guyana', 'suriname',
  'moldova', 'montenegro', 'north macedonia', 'macedonia', 'kosovo', 'malta', 'monaco', 'andorra', 'liechtenstein',
  'san marino', 'uzbekistan', 'turkmenistan', 'kyrgyzstan', 'tajikistan', 'maldives', 'east timor',
];

const LANGUAGES = [
  'english', 'french', 'spanish', 'german', 'italian', 'japanese', 'chinese', 'mandarin', 'cantonese', 'korean',
  'russian', 'portuguese', 'hindi', 'arabic', 'turkish', 'swedish', 'danish', 'norwegian', 'finnish', 'dutch',
  'polish', 'czech', 'hungarian', 'greek', 'hebrew', 'persian', 'farsi', 'thai', 'vietnamese', 'indonesian',
  'romanian', 'ukrainian', 'bengali', 'tamil', 'telugu', 'urdu', 'punjabi', 'malay', 'tagalog', 'swahili', 'latin',
  'serbian', 'croatian', 'icelandic', 'irish', 'welsh', 'catalan', 'basque', 'yiddish',
];

/** Demonyms that name a country when the schema has no language or cuisine field to take them. */
export const DEMONYM_COUNTRY: ReadonlyMap<string, string> = new Map([
  ['american', 'usa'], ['british', 'uk'], ['french', 'france'], ['german', 'germany'], ['italian', 'italy'],
  ['japanese', 'japan'], ['chinese', 'china'], ['korean', 'south korea'], ['russian', 'russia'], ['spanish', 'spain'],
  ['mexican', 'mexico'], ['indian', 'india'], ['canadian', 'canada'], ['australian', 'australia'],
  ['brazilian', 'brazil'], ['swedish', 'sweden'], ['danish', 'denmark'], ['norwegian', 'norway'], ['dutch', 'netherlands'],
  ['polish', 'poland'], ['romanian', 'romania'], ['turkish', 'turkey'], ['greek', 'greece'], ['irish', 'ireland'],
  ['argentine', 'argentina'], ['argentinian', 'argentina'], ['chilean', 'chile'], ['egyptian', 'egypt'], ['thai', 'thailand'],
  ['iranian', 'iran'], ['israeli', 'israel'], ['hungarian', 'hungary'], ['czech', 'czech republic'], ['finnish', 'finland'],
  ['portuguese', 'portugal'], ['belgian', 'belgium'], ['swiss', 'switzerland'], ['austrian', 'austria'],
  ['european', 'europe'], ['asian', 'asia'], ['african', 'africa'], ['latin american', 'latin america'],
  ['filipino', 'philippines'], ['peruvian', 'peru'], ['colombian', 'colombia'], ['nigerian', 'nigeria'], ['kenyan', 'kenya'],
  ['vietnamese', 'vietnam'], ['pakistani', 'pakistan'], ['south african', 'south africa'], ['ukrainian', 'ukraine'],
  ['indonesian', 'indonesia'], ['cuban', 'cuba'], ['jamaican', 'jamaica'], ['venezuelan', 'venezuela'], ['uruguayan', 'uruguay'],
  ['moroccan', 'morocco'], ['ghanaian', 'ghana'], ['ethiopian', 'ethiopia'], ['croatian', 'croatia'], ['serbian', 'serbia'],
  ['bulgarian', 'bulgaria'], ['saudi', 'saudi arabia'], ['malaysian', 'malaysia'], ['singaporean', 'singapore'],
  ['bangladeshi', 'bangladesh'], ['ecuadorian', 'ecuador'], ['bolivian', 'bolivia'], ['icelandic', 'iceland'],
  ['lebanese', 'lebanon'], ['iraqi', 'iraq'], ['syrian', 'syria'], ['algerian', 'algeria'], ['tunisian', 'tunisia'],
  ['senegalese', 'senegal'], ['cameroonian', 'cameroon'],
  ['afghan', 'afghanistan'], ['albanian', 'albania'], ['armenian', 'armenia'], ['azerbaijani', 'azerbaijan'],
  ['belarusian', 'belarus'], ['bosnian', 'bosnia and herzegovina'], ['cambodian', 'cambodia'], ['costa rican', 'costa rica'],
  ['cypriot', 'cyprus'], ['dominican', 'dominican republic'], ['estonian', 'estonia'], ['georgian', 'georgia'],
  ['guatemalan', 'guatemala'], ['jordanian', 'jordan'], ['kazakh', 'kazakhstan'], ['kuwaiti', 'kuwait'], ['latvian', 'latvia'],
  ['lithuanian', 'lithuania'], ['luxembourgish', 'luxembourg'], ['nepalese', 'nepal'], ['nepali', 'nepal'],
  ['new zealander', 'new zealand'], ['north korean', 'north korea'], ['south korean', 'south korea'], ['panamanian', 'panama'],
  ['puerto rican', 'puerto rico'], ['qatari', 'qatar'], ['slovak', 'slovakia'], ['slovakian', 'slovakia'], ['slovenian', 'slovenia'],
  ['sri lankan', 'sri lanka'], ['taiwanese', 'taiwan'], ['tanzanian', 'tanzania'], ['ugandan', 'uganda'], ['emirati', 'united arab emirates'],
  ['zimbabwean', 'zimbabwe'], ['soviet', 'soviet union'], ['yugoslav', 'yugoslavia'], ['scottish', 'uk'],
]);

const US_STATES = [
  'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida',
  'georgia', 'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland',
  'massachusetts', 'michigan', 'minnesota', 'mississippi', 'missouri', 'montana', 'nebraska', 'nevada',
  'new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina', 'north dakota', 'ohio', 'oklahoma', 'oregon',
  'pennsylvania', 'rhode island', 'south carolina', 'south dakota', 'tennessee', 'texas', 'utah', 'vermont',
  'virginia', 'washington', 'west virginia', 'wisconsin', 'wyoming', 'district of columbia',
  // Canada's provinces and territories, Australia's states and territories
  'ontario', 'quebec', 'british columbia', 'alberta', 'manitoba', 'saskatchewan', 'nova scotia', 'new brunswick',
  'newfoundland', 'newfoundland and labrador', 'prince edward island', 'yukon', 'nunavut', 'northwest territories',
  'new south wales', 'queensland', 'western australia', 'south australia', 'tasmania',
  'northern territory', 'australian capital territory',
];

/** Two-letter US state codes: matched only when written in capitals, since many are English words. */
export const US_STATE_CODES: ReadonlySet<string> = new Set([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI',
  'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC',
]);

const CITIES = [
  'new york', 'new york city', 'nyc', 'los angeles', 'chicago', 'houston', 'phoenix', 'philadelphia', 'san antonio',
  'san diego', 'dallas', 'san jose', 'austin', 'jacksonville', 'san francisco', 'columbus', 'fort worth',
  'indianapolis', 'charlotte', 'seattle', 'denver', 'boston', 'el paso', 'detroit', 'nashville', 'portland',
  'memphis', 'oklahoma city', 'las vegas', 'louisville', 'baltimore', 'milwaukee', 'albuquerque', 'tucson', 'fresno',
  'sacramento', 'kansas city', 'atlanta', 'miami', 'omaha', 'raleigh', 'minneapolis', 'cleveland', 'tulsa',
  'oakland', 'tampa', 'honolulu', 'pittsburgh', 'cincinnati', 'st. louis', 'saint louis', 'orlando', 'buffalo',
  'madison', 'springfield', 'salt lake city', 'richmond', 'london', 'paris', 'berlin', 'madrid', 'rome', 'tokyo',
  'beijing', 'shanghai', 'mumbai', 'delhi', 'sydney', 'melbourne', 'toronto', 'vancouver', 'montreal', 'dublin',
  'amsterdam', 'barcelona', 'moscow', 'seoul', 'singapore', 'hong kong', 'dubai', 'mexico city', 'sao paulo',
  // more of the world's large and capital cities
  'lisbon', 'porto', 'munich', 'hamburg', 'frankfurt', 'cologne', 'vienna', 'zurich', 'geneva', 'brussels', 'antwerp',
  'rotterdam', 'copenhagen', 'stockholm', 'oslo', 'helsinki', 'warsaw', 'krakow', 'prague', 'budapest', 'bucharest',
  'athens', 'istanbul', 'ankara', 'milan', 'naples', 'turin', 'florence', 'venice', 'lyon', 'marseille',
  'seville', 'valencia', 'edinburgh', 'glasgow', 'manchester', 'birmingham', 'liverpool', 'leeds', 'bristol',
  'belfast', 'cardiff', 'kyiv', 'kiev', 'st. petersburg', 'saint petersburg', 'cairo', 'lagos', 'abuja', 'nairobi',
  'addis ababa', 'accra', 'dakar', 'casablanca', 'johannesburg', 'cape town', 'durban', 'kinshasa', 'dar es salaam',
  'kampala', 'kigali', 'tel aviv', 'jerusalem', 'riyadh', 'jeddah', 'doha', 'abu dhabi', 'tehran', 'baghdad',
  'karachi', 'lahore', 'islamabad', 'dhaka', 'kolkata', 'chennai', 'bangalore', 'bengaluru', 'hyderabad', 'pune',
  'new delhi', 'bangkok', 'jakarta', 'manila', 'kuala lumpur', 'ho chi minh city', 'hanoi', 'taipei', 'osaka',
  'kyoto', 'shenzhen', 'guangzhou', 'chengdu', 'wuhan', 'busan', 'brisbane', 'perth', 'adelaide', 'auckland',
  'wellington', 'ottawa', 'calgary', 'edmonton', 'winnipeg', 'quebec city', 'buenos aires', 'rio de janeiro',
  'santiago', 'lima', 'bogota', 'medellin', 'caracas', 'quito', 'montevideo', 'havana', 'guadalajara', 'monterrey',
  'washington dc', 'newark', 'jersey city', 'long beach', 'anaheim', 'irvine',
  'st. paul', 'saint paul', 'new orleans', 'baton rouge', 'charleston',
  'toledo', 'akron', 'dayton', 'lexington', 'knoxville', 'chattanooga', 'little rock', 'des moines', 'wichita',
  'boise', 'spokane', 'tacoma', 'reno', 'anchorage', 'scottsdale', 'corpus christi', 'arlington',
  'plano', 'albany', 'rochester', 'syracuse',
];

/** ISO 4217 codes of the most traded currencies, as amounts are labelled ("invoices in EUR"). */
export const CURRENCIES: readonly string[] = ['usd', 'eur', 'gbp', 'jpy', 'chf', 'cad', 'aud', 'nzd', 'cny', 'hkd', 'sgd', 'inr', 'sek', 'nok', 'dkk', 'pln', 'mxn', 'brl', 'zar'];

const CONTINENTS = ['africa', 'antarctica', 'asia', 'europe', 'north america', 'south america', 'oceania', 'australia'];

/**
 * Regions of the world larger than a country, as statistics and sales territories group them ("South Asia",
 * "the Nordics"); a continent is one too, where a schema keeps regions and no continent.
 */
const WORLD_REGIONS = [
  ...CONTINENTS, 'sub-saharan africa', 'north africa', 'west africa', 'east africa', 'southern africa', 'central africa',
  'middle east', 'middle east & north africa', 'middle east and north africa', 'mena', 'east asia', 'east asia & pacific',
  'east asia and pacific', 'south asia', 'southeast asia', 'south-east asia', 'central asia', 'europe & central asia',
  'europe and central asia', 'western europe', 'eastern europe', 'northern europe', 'southern europe', 'central europe',
  'latin america', 'latin america & caribbean', 'latin america and the caribbean', 'latin america and caribbean',
  'central america', 'caribbean', 'the caribbean', 'americas', 'the americas', 'asia pacific', 'asia-pacific',
  'scandinavia', 'nordics', 'the nordics', 'baltics', 'the balkans', 'balkans', 'benelux', 'emea', 'apac', 'latam', 'dach',
];

/** Compass points and the parts they name ("in the north", "western clubs"), said in lower case as often as not. */
const COMPASS_POINTS = [
  'north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest', 'midwest', 'northern', 'southern',
  'eastern', 'western', 'north-east', 'north-west', 'south-east', 'south-west',
];

/**
 * Well-known districts of large cities (boroughs, wards, arrondissements), which a `borough` or `district` field
 * keeps rather than a city field.
 */
const CITY_DISTRICTS = [
  'manhattan', 'brooklyn', 'queens', 'bronx', 'the bronx', 'staten island', 'harlem', 'soho', 'tribeca',
  'camden', 'hackney', 'islington', 'westminster', 'southwark', 'lambeth', 'tower hamlets', 'greenwich', 'lewisham',
  'kensington', 'kensington and chelsea', 'hammersmith', 'hammersmith and fulham', 'wandsworth', 'haringey',
  'croydon', 'barnet', 'ealing', 'newham', 'shoreditch', 'mitte', 'kreuzberg', 'neukolln', 'friedrichshain',
  'charlottenburg', 'prenzlauer berg', 'pankow', 'schoneberg', 'shibuya', 'shinjuku', 'minato', 'chiyoda', 'chuo',
  'ginza', 'roppongi', 'kowloon', 'montmartre', 'le marais',
];

/**
 * Makers of cars, vans, lorries, motorcycles, bicycles, aircraft and machinery, one word each as the trade writes them in lower case: a
 * capitalised one in a question ("Hondas", "three Scanias") is the make of the vehicles asked about, before any sense a
 * dictionary gives the word ("Toyota" the city, "Jaguar" the cat, "Trek" the journey).
 */
const MAKERS: readonly string[] = [
  // cars and vans
  'abarth', 'acura', 'alfa', 'audi', 'bentley', 'bmw', 'bugatti', 'buick', 'byd', 'cadillac', 'chevrolet', 'chevy',
  'chrysler', 'citroen', 'citroën', 'cupra', 'dacia', 'daewoo', 'daihatsu', 'dodge', 'ferrari', 'fiat', 'ford', 'geely',
  'gmc', 'holden', 'honda', 'hummer', 'hyundai', 'infiniti', 'isuzu', 'jaguar', 'jeep', 'kia', 'lada', 'lamborghini',
  'lancia', 'landrover', 'lexus', 'lincoln', 'lotus', 'maserati', 'maybach', 'mazda', 'mclaren', 'mercedes', 'mg', 'mini',
  'mitsubishi', 'nissan', 'oldsmobile', 'opel', 'peugeot', 'polestar', 'pontiac', 'porsche', 'proton', 'ram', 'renault',
  'rivian', 'rolls', 'saab', 'seat', 'skoda', 'škoda', 'smart', 'subaru', 'suzuki', 'tata', 'tesla', 'toyota', 'vauxhall',
  'volkswagen', 'vw', 'volvo',
  // lorries and buses
  'daf', 'freightliner', 'iveco', 'kenworth', 'mack', 'man', 'navistar', 'peterbilt', 'scania',
  // motorcycles and scooters
  'aprilia', 'ducati', 'harley', 'husqvarna', 'kawasaki', 'ktm', 'piaggio', 'royal', 'triumph', 'vespa', 'yamaha',
  // bicycles
  'bianchi', 'brompton', 'cannondale', 'cervelo', 'colnago', 'merida', 'orbea', 'pinarello', 'raleigh', 'schwinn', 'trek',
  // aircraft
  'airbus', 'boeing', 'bombardier', 'cessna', 'embraer', 'gulfstream', 'beechcraft', 'dassault', 'pilatus',
  // machinery and meters
  'caterpillar', 'komatsu', 'kubota', 'bobcat', 'itron', 'sensus', 'aclara', 'kamstrup', 'elster',
  // medical imaging machines and implanted devices
  'siemens', 'philips', 'hitachi', 'fujifilm', 'hologic', 'medtronic', 'biotronik', 'boston scientific', 'abbott',
];

/**
 * Makers of engine and vehicle parts (filters, brakes, belts, electrics), kept in the field of who supplies a part
 * (`vendor_name`, `supplier`) rather than a vehicle's make ("filters we order from Fleetguard").
 */
const PART_MAKERS = ['fleetguard', 'donaldson', 'baldwin', 'wix', 'bosch', 'denso', 'delphi', 'dayco', 'bendix', 'meritor', 'cummins', 'mann-filter'];

/** Genres of books, films, music and shows, kept in a genre or category field ("sci-fi paperbacks", "comedy nights", "jazz acts"). */
const GENRES = [
  'sci-fi', 'science fiction', 'fantasy', 'mystery', 'thriller', 'romance', 'horror', 'comedy', 'drama', 'documentary',
  'biography', 'memoir', 'poetry', 'young adult', 'self-help', 'jazz', 'blues', 'hip hop', 'hip-hop', 'folk',
  'heavy metal', 'classical', 'stand-up', 'musical', 'opera',
];

/** Who pays for a patient's care, kept in an insurance or payer field ("pts on Medicare", "Aetna members"). */
const INSURERS = [
  'medicare', 'medicaid', 'medi-cal', 'tricare', 'aetna', 'cigna', 'humana', 'anthem', 'kaiser', 'kaiser permanente',
  'unitedhealthcare', 'united healthcare', 'blue cross', 'blue shield', 'blue cross blue shield', 'bcbs', 'molina',
  'centene', 'oscar health', 'self-pay',
];

/** Machines an imaging study is made with, kept in a modality field ("MRIs from last week", "CT studies"). */
const IMAGING_MODALITIES = [
  'mri', 'ct', 'x-ray', 'xray', 'ultrasound', 'mammogram', 'mammography', 'fluoroscopy', 'dexa', 'pet-ct', 'pet/ct',
  'nuclear medicine', 'echocardiogram', 'angiography',
];

/** What people are allergic to, kept in an allergies field ("allergic to penicillin", "latex allergy"). */
const ALLERGENS = [
  'penicillin', 'amoxicillin', 'sulfa', 'latex', 'peanut', 'peanuts', 'tree nuts', 'shellfish', 'iodine', 'gadolinium',
  'contrast dye', 'iodinated contrast', 'bee stings', 'egg allergy', 'soy', 'gluten', 'nsaids',
];

/** Skills a worker or candidate lists, kept in a skills field ("python devs", "knows Kubernetes"). */
const SKILLS = [
  'python', 'java', 'javascript', 'typescript', 'sql', 'golang', 'kotlin', 'scala', 'php', 'c#', 'c++', 'node.js', 'nodejs',
  'kubernetes', 'docker', 'terraform', 'aws', 'azure', 'gcp', 'salesforce', 'tableau', 'figma', 'pytorch', 'tensorflow',
];

/** Houses that publish books, kept in a publisher field ("everything from Penguin", "HarperCollins titles"). */
const PUBLISHERS = [
  'penguin random house', 'penguin', 'random house', 'harpercollins', 'simon & schuster', 'simon and schuster',
  'macmillan', 'hachette', 'scholastic', 'bloomsbury', 'wiley', 'pearson', 'oxford university press',
  'cambridge university press', 'knopf', 'doubleday', 'vintage', 'tor', 'orbit',
];

/** Blood groups as people say them ("O-negative moms"), kept in a blood type field. */
const BLOOD_GROUPS = ['a-positive', 'a-negative', 'b-positive', 'b-negative', 'ab-positive', 'ab-negative', 'o-positive', 'o-negative'];

/** Styles a beer is brewed in, kept in a style field ("hazy IPAs", "stouts on tap"). */
const BEER_STYLES = [
  'ipa', 'hazy ipa', 'double ipa', 'neipa', 'stout', 'lager', 'pilsner', 'pilsener', 'saison', 'hefeweizen',
  'kolsch', 'gose', 'pale ale', 'amber ale', 'brown ale', 'barleywine', 'bock', 'dubbel', 'tripel', 'witbier',
];

/** Bindings a book is sold in, kept in a format field ("paperbacks under $15", "audiobooks"). */
const BOOK_FORMATS = ['paperback', 'hardcover', 'hardback', 'ebook', 'e-book', 'audiobook', 'mass market paperback'];

/** Vaccines as a clinic records them ("Gardasil given in 2024", "MMR doses"), kept in a vaccine field. */
const VACCINES = [
  'gardasil', 'hpv', 'mmr', 'dtap', 'tdap', 'ipv', 'varicella', 'rotavirus', 'prevnar', 'pcv13', 'pcv20', 'hib',
  'hepatitis a', 'hepatitis b', 'hep a', 'hep b', 'menactra', 'menveo', 'bexsero', 'influenza', 'flu vaccine',
];

/** Kinds of clinical visit ("telehealth appointments", "new consults", "urgent care visits"), kept in a visit's type field. */
const VISIT_KINDS = [
  'telehealth', 'telemedicine', 'video visit', 'virtual visit', 'urgent care', 'well child', 'well-child', 'well visit',
  'wellness visit', 'sick visit', 'new patient', 'new consult', 'consultation', 'annual physical', 'sports physical',
];

/** Fishing gears ("vessels fishing with gillnets"), kept in a gear type field. */
const FISHING_GEARS = [
  'gillnet', 'gill net', 'trawl', 'bottom trawl', 'midwater trawl', 'beam trawl', 'longline', 'purse seine', 'seine',
  'dredge', 'handline', 'creel',
];

/** Kinds of railcar ("flatcars built before 1995", "covered hoppers"), kept in a car type field. */
const RAILCAR_KINDS = ['flatcar', 'boxcar', 'hopper', 'covered hopper', 'tank car', 'gondola', 'autorack', 'centerbeam', 'well car', 'reefer'];

/** Ways a baby is delivered ("c-sections in March", "vaginal births"), kept in a delivery method field. */
const BIRTH_MODES = [
  'c-section', 'emergency c-section', 'planned c-section', 'cesarean', 'caesarean', 'vaginal', 'vbac', 'forceps', 'vacuum-assisted',
];

/** The levels of hospice care ("patients on respite care"), kept in a level of care field. */
const CARE_LEVELS = ['routine home care', 'continuous home care', 'general inpatient', 'inpatient respite', 'respite care'];

/** Classes of ticket or pass ("VIP passes", "general admission tickets"), kept in a ticket type field. */
const TICKET_CLASSES = ['vip', 'vip pass', 'general admission', 'early bird', 'early-bird', 'season pass', 'backstage pass', 'day pass', 'weekend pass'];

/** Kinds of business a wholesaler sells to ("bars we supply", "distributor accounts"), kept in an account type field. */
const TRADE_ACCOUNT_KINDS = ['bar', 'pub', 'taproom', 'restaurant', 'retailer', 'distributor', 'liquor store', 'bottle shop', 'grocery store'];

/** Ways a payment is made, kept in a payment's method field ("settled by cheque", "via ACH", "any money orders"). */
const PAYMENT_METHODS = [
  'check', 'cheque', 'cash', 'ach', 'wire', 'wire transfer', 'bank transfer', 'credit card', 'debit card', 'card', 'paypal',
  'direct debit', 'money order', 'eft', 'sepa',
];

/** Channels a contact, booking or sale comes through, kept in a channel field ("leads that came via SMS", "kiosk sales"). */
const CHANNELS = [
  'mobile app', 'app', 'web', 'website', 'online', 'email', 'e-mail', 'chat', 'live chat', 'phone', 'call center',
  'call centre', 'sms', 'gds', 'kiosk', 'in-store', 'walk-in', 'ivr', 'social media',
  // sites a booking or a lead comes through ("booked through Expedia", "candidates who came via LinkedIn")
  'expedia', 'booking.com', 'airbnb', 'agoda', 'hotels.com', 'tripadvisor', 'linkedin', 'indeed', 'glassdoor',
  'ziprecruiter', 'monster', 'dice',
  // how an order reaches whoever placed it
  'delivery', 'pickup', 'takeout', 'takeaway', 'dine-in', 'drive-thru', 'curbside', 'catering',
];

/** Which way a thing goes, seen from the one keeping the records ("outgoing loans", "inbound calls"), kept in a direction field. */
const DIRECTIONS = ['outgoing', 'incoming', 'inbound', 'outbound', 'inward', 'outward'];

/** Operating systems an app runs on, kept in a device's platform field ("sessions on iOS", "Android users"). */
const PLATFORMS = ['ios', 'android', 'ipados', 'macos', 'watchos', 'tvos', 'chromeos'];

/** Metal and plan names of the tiers of a loyalty or membership programme ("bronze tier guests", "not on Diamond"). */
const TIERS = ['platinum', 'gold', 'silver', 'bronze', 'diamond', 'titanium', 'elite', 'basic'];

/** Classes of seat on a plane, a train or a ship, kept in a cabin field ("business class seats", "flew economy"). */
const CABINS = ['economy', 'premium economy', 'business', 'first', 'economy class', 'business class', 'first class', 'coach'];

/** Public bodies and foundations that fund research, kept in a grant's agency or funder field ("studies the ERC backs"). */
const FUNDING_AGENCIES = [
  'nsf', 'nih', 'darpa', 'nasa', 'noaa', 'usda', 'nserc', 'sshrc', 'cihr', 'erc', 'epsrc', 'ukri', 'dfg', 'anr', 'arc',
  'nhmrc', 'jsps', 'wellcome trust', 'gates foundation', 'horizon europe',
];

const PAYMENT_CUES: ClassCues = {
  before: new Set(['by', 'via', 'in', 'with', 'using', 'through']),
  after: new Set(['payment', 'payments', 'method', 'transaction', 'transactions']),
};
const CHANNEL_CUES: ClassCues = { before: new Set(['via', 'through', 'by', 'over', 'using']), after: new Set(['channel', 'channels']), alone: new Set(['online']) };
const CABIN_CUES: ClassCues = { before: new Set(['in', 'flew', 'flying', 'fly']), after: new Set(['class', 'cabin', 'seat', 'seats']) };
const TIER_CUES: ClassCues = {
  before: new Set(),
  after: new Set(['tier', 'tiers', 'level', 'plan', 'plans', 'membership', 'memberships', 'member', 'members', 'status']),
};
/**
 * Words of a field of methods, or of its records' name, that make the methods a payment's (`pay_method`,
 * `remittances.mthd`): a method of anything else (`shipping_method`, `test_method`) is no way of paying.
 */
export const PAYMENT_FIELD_WORDS: readonly string[] = ['pay', 'paid', 'payment', 'pmt', 'pymt', 'remit', 'remittance'];
/**
 * Words of a field called only a source, or of its records' name, that make it the channel a contact came in by
 * (`lead_source`, `bookings.source`): a `funding_source` or a `data_source` keeps no channel.
 */
export const CHANNEL_SOURCE_WORDS: readonly string[] = [
  'lead', 'booking', 'reservation', 'traffic', 'referral', 'acquisition', 'signup', 'inquiry', 'enquiry', 'applicant', 'candidate',
];

export const VALUE_LEXICONS: readonly ValueLexicon[] = [
  { role: 'continent', values: CONTINENTS },
  { role: 'region', values: WORLD_REGIONS },
  { role: 'district', values: CITY_DISTRICTS },
  { role: 'compass', values: COMPASS_POINTS },
  { role: 'country', values: COUNTRIES },
  { role: 'language', values: LANGUAGES },
  { role: 'state', values: US_STATES },
  { role: 'city', values: CITIES },
  { role: 'currency', values: CURRENCIES },
  // a maker's name, capitalised anywhere ("a Cessna parked", "Ducatis in stock"), is the make of what it made
  { role: 'make', values: MAKERS, plural: true },
  { role: 'paymentMethod', values: PAYMENT_METHODS, plural: true, cues: PAYMENT_CUES },
  { role: 'channel', values: CHANNELS, cues: CHANNEL_CUES },
  { role: 'platform', values: PLATFORMS },
  { role: 'tier', values: TIERS, cues: TIER_CUES },
  { role: 'cabin', values: CABINS, cues: CABIN_CUES },
  { role: 'agency', values: FUNDING_AGENCIES },
  { role: 'supplier', values: PART_MAKERS },
  { role: 'genre', values: GENRES },
  { role: 'insurer', values: INSURERS },
  { role: 'modality', values: IMAGING_MODALITIES, plural: true },
  { role: 'allergen', values: ALLERGENS },
  { role: 'skill', values: SKILLS },
  { role: 'publisher', values: PUBLISHERS },
  { role: 'bloodGroup', values: BLOOD_GROUPS },
  { role: 'beerStyle', values: BEER_STYLES, plural: true },
  { role: 'bookFormat', values: BOOK_FORMATS, plural: true },
  { role: 'vaccine', values: VACCINES },
  { role: 'visitKind', values: VISIT_KINDS, plural: true },
  { role: 'gear', values: FISHING_GEARS, plural: true },
  { role: 'railcar', values: RAILCAR_KINDS, plural: true },
  { role: 'birthMode', values: BIRTH_MODES, plural: true },
  { role: 'careLevel', values: CARE_LEVELS },
  { role: 'ticketClass', values: TICKET_CLASSES, plural: true },
  { role: 'accountKind', values: TRADE_ACCOUNT_KINDS, plural: true },
  { role: 'direction', values: DIRECTIONS },
];

/**
 * Public code systems, each written one recognisable way, and the words that name the fields keeping them: a value
 * written like one ("E11.9", "4548-4") goes to such a field when the schema has one. A field's own words count, or its
 * parent's when the field itself is only called code or id ("diagnoses.code").
 */
export interface CodeFormat {
  readonly system: string;
  readonly pattern: RegExp;
  readonly words: readonly string[];
}

export const CODE_FORMATS: readonly CodeFormat[] = [
  { system: 'icd-10', pattern: /^[A-TV-Z]\d[0-9AB](?:\.[0-9A-Z]{1,4})?$/i, words: ['icd', 'diagnosis', 'dx', 'condition', 'problem', 'finding'] },
  { system: 'loinc', pattern: /^\d{1,5}-\d$/, words: ['loinc'] },
  // the package part is left off when the product is meant ("0002-3227")
  { system: 'ndc', pattern: /^\d{4,5}-\d{3,4}(?:-\d{1,2})?$/, words: ['ndc'] },
  { system: 'npi', pattern: /^\d{10}$/, words: ['npi'] },
  // a registered clinical study ("NCT04512345")
  { system: 'nct', pattern: /^NCT\d{8}$/i, words: ['nct', 'trial', 'study'] },
  { system: 'isbn', pattern: /^97[89]-?\d{1,5}-?\d{1,7}-?\d{1,7}-?\d$|^97[89]\d{10}$/, words: ['isbn'] },
  { system: 'vin', pattern: /^[A-HJ-NPR-Z0-9]{17}$/i, words: ['vin'] },
  // UPS numbers start 1Z; often quoted cut short, so any length from eight characters on
  { system: 'ups-tracking', pattern: /^1Z[0-9A-Z]{6,16}$/i, words: ['tracking'] },
  // a release written major.minor.patch ("3.10.2", "v1.0.12")
  { system: 'semantic-version', pattern: /^v?\d{1,4}\.\d{1,4}\.\d{1,6}$/i, words: ['version'] },
];
/**
 * Public code systems and standards whose names are written like codes ("ICD-10", "ISO-3166"), compacted to letters
 * and digits: said in a question, such a name says which kind of code is meant ("ICD-10 codes"), it is no value of one.
 */
export const CODE_SYSTEM_NAMES: ReadonlySet<string> = new Set([
  'icd9', 'icd9cm', 'icd10', 'icd10cm', 'icd10pcs', 'icd11', 'icdo3', 'dsm5', 'cpt4', 'hl7', 'iso8601', 'iso3166', 'iso31661',
  'iso31662', 'iso4217', 'iso639', 'iso6391', 'ean8', 'ean13', 'isbn10', 'isbn13', 'gs1128',
]);
/**
 * Field words of what a score or reading was taken with (`screenings.instrument`, `results.test_name`): a code said
 * beside such a measure ("an FMA-66 score", "rated 12 on the BBS-14") names the instrument, not the records' own code.
 */
export const INSTRUMENT_WORDS: readonly string[] = ['instrument', 'test', 'scale', 'questionnaire', 'assessment', 'survey'];
/** Field-name endings after an instrument word that still keep the instrument (`test_name`, `scale_code`). */
export const INSTRUMENT_TAILS: ReadonlySet<string> = new Set(['name', 'code']);
/**
 * How a telephone number is written as one run of digits, the country code and all ("447700900123"), and the field
 * words of the fields keeping one (a subscriber's `msisdn`, a `mobile`).
 */
export const PHONE_NUMBER = { pattern: /^\+?\d{10,15}$/, words: ['phone', 'telephone', 'msisdn', 'mobile', 'tel', 'cellphone'] } as const;
/** Field words naming an ordinal scale that records are graded on ("level" alone is as often a number: a battery level). */
const GRADED_SCALES: readonly string[] = ['priority', 'severity', 'risk', 'urgency', 'importance', 'criticality'];
/**
 * Field words of scales whose steps are written as the scale's initial and a digit ("P1" priority, "S2" severity,
 * "T3" tier); not "level", as often a number as a step.
 */
export const LETTERED_SCALES: readonly string[] = [...GRADED_SCALES, 'tier', 'grade'];
/**
 * Words of an ordinal scale ("high", "severe") → the field words of the scales they grade: "high risk hives",
 * "severe faults", "low-urgency jobs" say a value of that field.
 */
export const SCALE_WORDS: ReadonlyMap<string, readonly string[]> = new Map([
  ...['low', 'medium', 'high', 'critical'].map((w) => [w, GRADED_SCALES] as const),
  ...['mild', 'moderate', 'severe'].map((w) => [w, ['severity']] as const),
  // how much harm a clash or a flaw does ("major interactions", "minor defects")
  ...['minor', 'major'].map((w) => [w, ['severity']] as const),
  ['urgent', ['priority', 'urgency']],
]);
/** Last words of a field keeping how much of a quality a record has (`lightLevel`, `noise_level`): "low light" says its value. */
export const QUALITY_LEVEL_WORDS: readonly string[] = ['level'];
/** Words for people of one sex ("women", "girls", "males") → the value a sex or gender field keeps for them. */
export const SEX_WORDS: ReadonlyMap<string, 'female' | 'male'> = new Map([
  ...['female', 'females', 'woman', 'women', 'girl', 'girls', 'ladies'].map((w) => [w, 'female'] as const),
  ...['male', 'males', 'men', 'boy', 'boys', 'gentlemen'].map((w) => [w, 'male'] as const),
]);
/** Field-name words of a sex or gender field. */
export const SEX_FIELD_WORDS: readonly string[] = ['gender', 'sex'];

/** Verbs a competitor's place in a result is said with ("finished first", "placed third", "came second"). */
export const PLACING_VERBS: ReadonlySet<string> = new Set(['finished', 'finish', 'finishes', 'placed', 'place', 'places', 'came', 'come', 'comes', 'ended']);
/** Ordinal words of a place in a result, and the place they name. */
export const PLACE_ORDINALS: ReadonlyMap<string, number> = new Map([
  ['first', 1], ['second', 2], ['third', 3], ['fourth', 4], ['fifth', 5], ['sixth', 6], ['seventh', 7], ['eighth', 8], ['ninth', 9], ['tenth', 10],
]);
/** Field words that keep a competitor's place in a result (`heat_standing`, `race_placement`, `placing`). */
export const PLACING_FIELD_WORDS: readonly string[] = ['rank', 'position', 'place', 'placing', 'placement', 'standing'];

/**
 * Last words of a yes/no field named by the thing it is about and a word saying the thing is on for the record
 * (`autopayEnabled`, `contrast_used`, `marketingOptIn`): "customers on autopay", "studies done with contrast",
 * "opted in to marketing". Several words are one ending joined ("opt in").
 */
export const THING_FLAG_ENDINGS: readonly string[] = [
  'enabled', 'used', 'opt in', 'optin', 'opted in', 'applied', 'given', 'required', 'needed',
  // a thing an inspection or a report found on the record (`damage_noted`, `rustFlagged`, `leak_detected`)
  'noted', 'flagged', 'detected',
];
/**
 * Words right before a flag's thing, maybe with an article between, that say the records have it ("on autopay",
 * "with contrast", "using autopay", "need a courier");
 * not "in", "to" or "for", which as often say what a value was kept in or given for ("paid in cash").
 */
export const THING_FLAG_LEADS: ReadonlySet<string> = new Set([
  'on', 'with', 'using', 'use', 'uses', 'via', 'need', 'needs', 'needing', 'require', 'requires', 'requiring',
  // the verbs a flag may be named by before its thing (THING_FLAG_VERBS), in their forms
  'contain', 'contains', 'containing', 'include', 'includes', 'allow', 'allows', 'allowing', 'accept', 'accepts', 'accepting',
  // the verbs a report gives a thing found with ("reports flagging damage", "surveys noting a leak")
  'flag', 'flags', 'flagging', 'note', 'notes', 'noting',
]);
/**
 * Verbs (canonical) a yes/no field may be named by before the thing it says its record has (`containsNuts`,
 * `allows_pets`, `acceptsCash`): the thing names the flag as a THING_FLAG_ENDINGS field's thing does.
 */
export const THING_FLAG_VERBS: ReadonlySet<string> = new Set(['contain', 'include', 'allow', 'accept']);
/**
 * Things kept as an amount used up, never as a yes/no: `fuel_used`, `points_used`, `data_used` hold how much, so
 * "vehicles with fuel" sets no flag.
 */
export const MEASURED_THINGS: ReadonlySet<string> = new Set([
  'fuel', 'gas', 'petrol', 'diesel', 'energy', 'power', 'electricity', 'water', 'data', 'bandwidth', 'storage', 'memory',
  'disk', 'cpu', 'points', 'credit', 'credits', 'budget', 'time', 'hours', 'minutes', 'days', 'leave', 'capacity', 'space', 'quota',
]);
/** One-word yes/no fields named for a habit, kept as the agent noun in -er of its verb (`smoker`, `drinker`, `vaper`). */
export const AGENT_FLAG_WORDS: ReadonlySet<string> = new Set(['smoker', 'drinker', 'vaper']);

/**
 * Endings of a field keeping the state of the thing its first word names (`sky_state`, `road_condition`): "the sky was
 * clear" says that field's value without its ending. Not a kind's endings (`type`, `class`, `category`, `mode`): a kind
 * is what the thing is, not how it was ("the user was active" says no `user_type`).
 */
export const THING_STATE_ENDINGS: ReadonlySet<string> = new Set(['state', 'status', 'condition']);
