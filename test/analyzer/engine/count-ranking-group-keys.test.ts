import { describe, expect, test } from 'bun:test';
import { analyze } from './fixtures.ts';

const run = (prompt: string, schema: { fields: string[]; collections: string[] }) => analyze(prompt, schema).analysis;

// a kennel register: breeds and guilds are lookup or label tables the dogs point at by a key named after the word
const KENNEL = {
  collections: ['Dogs', 'Ref_Breeds', 'Kennel_Guilds', 'Shows'],
  fields: ['dog_id', 'breed_code', 'guild_id', 'dog_name', 'birth_year', 'breed_description', 'guild_name', 'show_id', 'show_town', 'show_date'],
};

describe('a group named by a collection is keyed by the field the counted records keep for the word said', () => {
  test.each([
    ['which breed has the most dogs', 'breed_code'],
    ['Which guild has registered the most dogs?', 'guild_id'],
  ])('%p → %p', (prompt, key) => {
    const a = run(prompt, KENNEL);
    expect(a.groupBy).toEqual([key]);
    expect(a.operation).toBe('$count');
    expect(a.limit).toBe(1);
  });

  test('the evidence names how the key was found: the lookup\'s code, called by the head of its thing', () => {
    const { explanation } = analyze('which breed has the most dogs', KENNEL, { explain: true });
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toEqual(['groupBy.count-ranking']);
  });

  // an invented bakery chain: bakeries keep only a name, loaves keep the bakery's number
  const CHAIN = { fields: ['loaf_id', 'bakery_no', 'baked_on', 'weight', 'bakery_name', 'bakery_town'], collections: ['Loaves', 'Bakeries'] };
  test('a collection with no id of its own is keyed by the field the records keep for the word said', () => {
    const { analysis, explanation } = analyze('which bakery has baked the most loaves', CHAIN, { explain: true });
    expect(analysis.groupBy).toEqual(['bakery_no']);
    expect(explanation!.groupBy.evidence.map((e) => e.rule)).toEqual(['groupBy.count-ranking+records-key-of-word']);
  });
});

// abbreviated table and key names: `analys_id` written as a plural-looking word, `ward_no`
const CLINIC = {
  collections: ['Analyst', 'Ward', 'Audit'],
  fields: ['analys_id', 'analys_nm', 'ward_no', 'Fee_USD', 'ward_nm', 'floor', 'audit_id', 'audit_dt'],
};

describe('abbreviated keys', () => {
  test('an id named by an abbreviation of the collection as written', () => {
    expect(run('which analyst ran the most audits', CLINIC).groupBy).toEqual(['analys_id']);
  });
  test('a key of the entity word with a key ending other than id', () => {
    expect(run('Which ward has the most analysts?', CLINIC).groupBy).toEqual(['ward_no']);
  });
});

describe('records are counted per group by a field they keep themselves', () => {
  test('a place word both collections keep: the counted records\' own', () => {
    const schema = {
      collections: ['Team', 'Regatta'],
      fields: ['Team_ID', 'Team_Name', 'Home_Port', 'Regatta_ID', 'Regatta_Title', 'Host_Port', 'Prize_Money'],
    };
    expect(run('Which port has hosted the most regattas?', schema).groupBy).toEqual(['Host_Port']);
  });
  test('a link the counted records name with more words than the group\'s own id', () => {
    const schema = {
      collections: ['riders', 'stables'],
      fields: ['riderId', 'riderName', 'mainStableId', 'stableId', 'stableName', 'town'],
    };
    expect(run('Which stable has the most riders?', schema).groupBy).toEqual(['mainStableId']);
    expect(run('stables with more than 3 riders', schema).groupBy).toEqual(['mainStableId']);
  });
  test('a copy of the group\'s key under its own name stays the group\'s key', () => {
    const schema = {
      collections: ['Pickers', 'Farms'],
      fields: ['Farm_ID', 'Farm_Name', 'Orchards', 'Orchards.Orchard_ID', 'Orchards.Farm_ID', 'Orchards.Orchard_Name',
        'Picker_ID', 'Picker_Name', 'Picker_Shifts', 'Picker_Shifts.Orchard_ID', 'Picker_Shifts.Picker_ID'],
    };
    expect(run('Which orchard has the most pickers?', schema).groupBy).toEqual(['Orchards.Orchard_ID']);
  });
});

describe('groups ranked by an accumulator said after the superlative as an adverb', () => {
  const schema = { collections: ['repairs'], fields: ['repairId', 'workshop', 'labourHours', 'partsCost', 'openedOn'] };
  test('"on average" after the ranking: the top group by the average', () => {
    const a = run('Which workshop takes longest to finish on average?', { ...schema, fields: [...schema.fields, 'daysToFinish'] });
    expect(a.groupBy).toEqual(['workshop']);
    expect(a.operation).toBe('$avg');
    expect(a.limit).toBe(1);
  });
  test('"in total" after the ranking: the top group by the total', () => {
    const a = run('Identify the workshop that billed the most labour hours in total.', schema);
    expect(a.groupBy).toEqual(['workshop']);
    expect(a.operation).toBe('$sum');
    expect(a.limit).toBe(1);
  });
});

describe('a registry number ending a field keys the entity its first word names', () => {
  // operations point at their surgeon by a provider number; surgeons keep no id of their own
  const THEATRE = {
    fields: ['operation_ref', 'surgeon_npi', 'theatre_no', 'performed_on', 'specialty', 'board_certified', 'first_name', 'last_name'],
    collections: ['operations', 'surgeons'],
  };
  test('"which surgeon has performed the most operations" counts operations per surgeon_npi', () => {
    const { analysis, explanation } = analyze('which surgeon has performed the most operations', THEATRE, { explain: true });
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['surgeon_npi']);
    expect(explanation?.groupBy.evidence.some((e) => e.rule.startsWith('groupBy.count-ranking'))).toBe(true);
  });

  test('a ranking by a value keeps no count: "which surgeon is board certified"', () => {
    expect(analyze('which surgeons are board certified', THEATRE).analysis.operation).toBeNull();
  });
});

describe('a stored count ranks only the records keeping it; a group kept elsewhere counts the records', () => {
  // trails keep how many hikers walked them; hikers keep their own home region
  const TRAILS = {
    fields: ['trailId', 'trailName', 'hikerCount', 'lengthKm', 'hikerId', 'nickname', 'homeRegion', 'joinedOn'],
    collections: ['trails', 'hikers'],
  };
  test('"which home region has the most hikers" counts hikers per region', () => {
    const { analysis, explanation } = analyze('which home region has the most hikers', TRAILS, { explain: true });
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['homeRegion']);
    expect(explanation?.groupBy.evidence.some((e) => e.rule.endsWith('+count-kept-by-others'))).toBe(true);
  });

  test('"which trail has the most hikers" still ranks trails by their stored count', () => {
    const { analysis } = analyze('which trail has the most hikers', TRAILS);
    expect(analysis.operation).toBeNull();
    expect(analysis.sort).toEqual({ hikerCount: -1 });
  });
});

describe('a value of several tokens read as a filter may qualify the records counted', () => {
  const SALON = { fields: ['stylistId', 'fullName', 'ratingId', 'stars', 'givenOn'], collections: ['stylists', 'ratings'] };
  test('"which stylist got the most 5-star ratings?" counts the 5-star ratings per stylist', () => {
    const { analysis, explanation } = analyze('which stylist got the most 5-star ratings?', SALON, { explain: true });
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['stylistId']);
    expect(analysis.filters).toEqual({ stars: 5 });
    expect(analysis.collection[0]).toBe('ratings');
    expect(explanation?.groupBy.evidence.some((e) => e.rule.endsWith('+filtered-value'))).toBe(true);
  });

  test('without the value the count is the same and no filter is read', () => {
    const { analysis } = analyze('which stylist got the most ratings?', SALON);
    expect(analysis.operation).toBe('$count');
    expect(analysis.filters).toEqual({});
  });
});

describe('"who" asking for a person groups by the key of the one collection of people', () => {
  const CLIMBING = {
    fields: ['memberId', 'nickname', 'followerCount', 'ascentId', 'routeName', 'grade', 'sentOn'],
    collections: ['members', 'ascents'],
  };
  test('"who logged the most ascents last month?" counts ascents per member', () => {
    const { analysis, explanation } = analyze('who logged the most ascents last month?', CLIMBING, { explain: true });
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['memberId']);
    expect(explanation?.groupBy.evidence.some((e) => e.rule === 'groupBy.count-ranking+who')).toBe(true);
  });

  test('a count the people keep themselves stays theirs: "who has the most followers"', () => {
    const { analysis } = analyze('who has the most followers', CLIMBING);
    expect(analysis.operation).toBeNull();
    expect(analysis.sort).toEqual({ followerCount: -1 });
  });

  // an invented claims office: claims point at the member who filed them and at the one who signed them off
  const CLAIMS = { fields: ['member_id', 'name', 'team', 'claim_id', 'member_id', 'signer_id', 'amount', 'status'], collections: ['members', 'claims'] };
  test('a verb naming the doer by another key counts per that key, not the link to the people: "who signed the most claims"', () => {
    expect(analyze('who signed the most claims', CLAIMS).analysis.groupBy).toEqual(['signer_id']);
  });

  // an invented pen-pal club: letters point at the member who sent them and the one who got them
  const LETTERS = { fields: ['memberId', 'nickname', 'letterId', 'senderId', 'recipientId', 'postedOn'], collections: ['members', 'letters'] };
  test('a verb in the present names its doer too: "who sends the most letters" counts per sender', () => {
    expect(analyze('who sends the most letters', LETTERS).analysis.groupBy).toEqual(['senderId']);
  });
  test('a verb naming no doer key keeps the link to the people: "who gets the most letters" (negative)', () => {
    expect(analyze('who gets the most letters', LETTERS).analysis.groupBy).toEqual(['memberId']);
  });

  // an invented notice board: the people's own key is listed with them, notes keep their author's
  const BOARD = { fields: ['userId', 'handle', 'joinedOn', 'noteId', 'authorId', 'body'], collections: ['users', 'notes'] };
  test('among a verb\'s doer keys the people\'s own key yields to the role the records keep: "who posted the most notes"', () => {
    expect(analyze('who posted the most notes', BOARD).analysis.groupBy).toEqual(['authorId']);
  });
  // the members keep who approved them; the claims keep no approver
  const VETTED = { fields: ['member_id', 'name', 'approver_id', 'claim_id', 'member_id', 'amount', 'status'], collections: ['members', 'claims'] };
  test('a doer key the records counted do not keep only vetoes the link: "who approved the most claims" (negative)', () => {
    expect(analyze('who approved the most claims', VETTED).analysis.groupBy).toEqual([]);
  });
  test('a verb whose doer key is the link keeps it: "who filed the most claims"', () => {
    expect(analyze('who filed the most claims', CLAIMS).analysis.groupBy).toEqual(['member_id']);
  });
});

describe('a role after the superlative ends what it ranks', () => {
  // an invented bakery: loaves keep the toppings put on them
  const BAKERY = { fields: ['loafId', 'bakedOn', 'toppings', 'toppings.seed', 'toppings.grams', 'ovenId', 'ovenName'], collections: ['loaves', 'ovens'] };
  // the role said or not (negative), the seeds are counted, never the loaves
  test.each(['which seed is picked most as a loaf topping?', 'which seed is picked most'])('%p counts per seed', (prompt) => {
    expect(analyze(prompt, BAKERY).analysis.groupBy).toEqual(['toppings.seed']);
  });
});

describe('the plural of a field\'s noun after a value names the records holding the value', () => {
  // an invented animal hospital: cases keep the procedure done and the vet who did it
  const HOSPITAL = { fields: ['vetId', 'vetName', 'caseId', 'procedure', 'vet', 'theatre', 'durationMin'], collections: ['vets', 'cases'] };
  test('"which vet did the most TPLO procedures" counts cases per vet', () => {
    const { analysis } = analyze('which vet did the most TPLO procedures', HOSPITAL);
    expect(analysis.operation).toBe('$count');
    expect(analysis.groupBy).toEqual(['vet']);
  });
  test('a measure after the value still ranks by value: "which vet had the longest TPLO duration" counts nothing (negative)', () => {
    expect(analyze('which vet had the longest TPLO duration', HOSPITAL).analysis.operation).not.toBe('$count');
  });
});

describe('a participle the schema does not name may close the noun of the records a ranking counts', () => {
  // crew has no plural "-s": only what follows it tells it is the noun of the things counted
  const DEPOTS = { fields: ['crew_id', 'crew_name', 'grade', 'depot', 'wagon_id', 'wagon_name', 'axles'], collections: ['crew', 'wagons'] };
  test.each([
    ['Show me the one depot with the most crew rostered'],
    ['Which depot has the most crew assigned?'],
  ])('%s', (prompt) => {
    const { groupBy, operation } = run(prompt, DEPOTS);
    expect(groupBy).toEqual(['depot']);
    expect(operation).toBe('$count');
  });

  test('a participle the schema names is a field, not the close of the counted noun (negative)', () => {
    const graded = { ...DEPOTS, fields: DEPOTS.fields.map((f) => (f === 'grade' ? 'graded' : f)) };
    expect(run('Which depot has the most crew graded?', graded).groupBy).toEqual([]);
  });

  test('a participle followed by more of the clause does not close the ranking noun (negative)', () => {
    expect(run('Which depot has the most crew assigned to wagons?', DEPOTS).groupBy).toEqual([]);
  });
});
