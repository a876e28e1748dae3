import { describe, expect, test } from 'bun:test';
import { buildFieldIndex, unitOf } from '../../../plugins/analyzer/engine/field-index.ts';
import { canonWord, derivationalStem, fieldWords, participleBases, presentParticipleBases, singular, wordsByInitial } from '../../../plugins/analyzer/engine/text.ts';
import { analyze, analyzeMedia, compilePack, ECOMMERCE, GENERIC } from './fixtures.ts';

describe('text helpers', () => {
  test.each([
    ['cinedb.rating', ['cinedb', 'rating']], ['num_club_comments', ['num', 'club', 'comments']], ['totalAmount', ['total', 'amount']],
    ['location.address.zipcode', ['location', 'address', 'zipcode']], ['HTTPStatus', ['http', 'status']], ['_id', ['id']],
  ])('fieldWords(%p)', (name, words) => expect(fieldWords(name)).toEqual(words));

  test('wordsByInitial lists the words of each first letter in the order given', () => {
    expect([...wordsByInitial(['rate', 'cost', 'rank', 'city', 'rate2'])]).toEqual([['r', ['rate', 'rank', 'rate2']], ['c', ['cost', 'city']]]);
  });

  test('singular and plural share one key', () => {
    for (const [a, b] of [['countries', 'country'], ['movies', 'movie'], ['genres', 'genre'], ['cities', 'city'], ['boxes', 'box'], ['addresses', 'address'], ['statuses', 'status']]) {
      expect(singular(a)).toBe(singular(b));
    }
    expect(singular('status')).toBe('status');
  });

  test('a derived noun and a participle of one verb share a stem; a one-syllable stem, a short one or an adjective keeps its suffix', () => {
    for (const [a, b] of [['disposal', 'disposed'], ['enrollment', 'enrolled'], ['arrival', 'arriving'], ['attendance', 'attended'], ['relocation', 'relocated'], ['launched', 'launch']]) {
      expect(derivationalStem(a)).toBe(derivationalStem(b));
    }
    for (const [a, b] of [['statement', 'state'], ['station', 'stated'], ['named', 'name'], ['ordinal', 'order'], ['regional', 'region']]) {
      expect(derivationalStem(a)).not.toBe(derivationalStem(b));
    }
  });

  test('the noun of the one a verb is done by or to ("-ee") and a doubled last consonant share the verb\'s stem', () => {
    for (const [a, b] of [['employee', 'employment'], ['trainee', 'training'], ['enrolment', 'enrolled'], ['enrolment', 'enrollment'], ['planned', 'plan']]) {
      expect(derivationalStem(a)).toBe(derivationalStem(b));
    }
    for (const [a, b] of [['fill', 'fil'], ['degree', 'degrade']]) expect(derivationalStem(a)).not.toBe(derivationalStem(b));
  });

  test('a participle\'s bases include its stem with a doubled last consonant single, past or present alike', () => {
    expect(presentParticipleBases('running')).toContain('run');
    expect(presentParticipleBases('shipping')).toContain('ship');
    expect(participleBases('shipped')).toContain('ship');
    expect(presentParticipleBases('joining')).toEqual(['join', 'joine']);
    expect(presentParticipleBases('adding')).toEqual(['add', 'adde']);
  });

  test('synonym groups map to one word', () => {
    expect(canonWord('films')).toBe(canonWord('movies'));
    expect(canonWord('audience')).toBe(canonWord('viewer'));
    expect(canonWord('actors')).toBe(canonWord('cast'));
  });
});

describe('field index', () => {
  const index = buildFieldIndex(['_id', 'cinedb', 'cinedb.rating', 'press.viewer.rating', 'press.critic.rating', 'num_club_comments', 'orderDate'], [compilePack(GENERIC)]);
  test('a tail of the path names the field; the shallowest wins ties', () => {
    expect(index.phrases.get('rating')?.[0].entry.name).toBe('cinedb.rating');
    expect(index.phrases.get('criticrating')?.[0].entry.name).toBe('press.critic.rating');
  });
  test('count fields answer to "X count"', () => {
    expect(index.phrases.get('commentcount')?.[0].entry.name).toBe('num_club_comments');
  });
  test('children know their parent', () => {
    expect(index.byNorm.get('cinedb')?.children.map((c) => c.name)).toEqual(['cinedb.rating']);
  });
  test('one-typo spellings are corrected, stop words are not', () => {
    expect(index.correct('ratng')?.word ?? null).toBe('rating');
    expect(index.correct('which')?.word ?? null).toBeNull();
  });
  test('a trailing L is litres only after a volume word (`Grip_Strength_L` is left, not litres)', () => {
    const idx = buildFieldIndex(['Grip_Strength_L', 'Size_L', 'Fuel_Capacity_L', 'Tank_Volume_L'], []);
    const units = Object.fromEntries(idx.entries.map((e) => [e.name, unitOf(e) ?? null]));
    expect(units).toEqual({ Grip_Strength_L: null, Size_L: null, Fuel_Capacity_L: 'l', Tank_Volume_L: 'l' });
  });
  test('another inflection of a field word is no typo ("posted" is not "poster")', () => {
    const idx = buildFieldIndex(['poster', 'title'], []);
    expect(idx.correct('posted')?.word ?? null).toBeNull();
    expect(idx.correct('postr')?.word ?? null).toBe('poster');
  });
  test('a derived question word reaches the field word of its family; a bare verb does not reach a derived noun', () => {
    const idx = buildFieldIndex(['crate_disposed_date', 'enrollment', 'date_inspected'], []);
    expect(idx.correct('disposal')?.word ?? null).toBe('disposed');
    expect(idx.correct('enrolled')?.word ?? null).toBe('enrollment');
    expect(idx.correct('inspect')?.word ?? null).toBeNull();
  });
  test('a field word of three or four letters is the cut-off form of the one question word it starts', () => {
    const idx = buildFieldIndex(['crew.stor_temp', 'rPos', 'wins', 'sta_code', 'stat'], []);
    expect(idx.correct('storage')?.word ?? null).toBe('stor');
    expect(idx.correct('temperature')?.word ?? null).toBe('temp');
    expect(idx.correct('position')?.word ?? null).toBe('pos');
    // a cut-off needs three more letters, an inflected field word is a whole word, two cut-offs are no reading
    expect(idx.correct('posts')?.word ?? null).toBeNull();
    expect(idx.correct('winter')?.word ?? null).toBeNull();
    expect(idx.correct('statistic')?.word ?? null).toBeNull();
    // a name is no cut-off, though it may be misspelt
    const geo = buildFieldIndex(['geo', 'region'], []);
    expect([geo.correct('georgia')?.word ?? null, geo.correct('georgia', true)?.word ?? null, geo.correct('regoin', true)?.word ?? null]).toEqual(['geo', null, 'region']);
  });
  test('of two field words one edit away, the earlier in the schema corrects; one of another first letter never does', () => {
    expect(buildFieldIndex(['boat_lenght', 'boat_length'], []).correct('lengtht')?.word ?? null).toBe('lenght');
    expect(buildFieldIndex(['boat_length', 'boat_lenght'], []).correct('lengtht')?.word ?? null).toBe('length');
    expect(buildFieldIndex(['rating'], []).correct('xating')?.word ?? null).toBeNull();
  });
});

describe('field resolution in questions', () => {
  test.each([
    ['average CineDB rating of the films', 'cinedb.rating'],
    ['average cinedb.rating of the films', 'cinedb.rating'],
    ['average cinedb_rating of the films', 'cinedb.rating'],
    ['average cindeb rating of the films', 'cinedb.rating'],
    ['average critic rating of the films', 'press.critic.rating'],
    ['average audience rating of the films', 'press.viewer.rating'],
    ['average runtime of the films', 'runtime'],
    ['the total number of prize wins', 'prizes.wins'],
  ])('%p → metric %p', (prompt, field) => {
    expect(analyzeMedia(prompt).analysis.metric).toBe(field);
  });

  test('pack synonyms resolve business words (revenue → totalAmount)', () => {
    expect(analyze('total revenue by month').analysis.metric).toBe('totalAmount');
    expect(analyze('average order value').analysis.metric).toBe('totalAmount');
  });

  test('a field named by another word of its family or by a cut-off of its words answers to the full words', () => {
    const fields = ['crate_id', 'crate_disposed_date', 'owner.stor_temp', 'weight'];
    expect(analyze('list crates sorted by disposal date', { fields, collections: ['crates'] }).analysis.sort).toEqual({ crate_disposed_date: 1 });
    expect(analyze('what do crate owners keep on average as their storage temperature', { fields, collections: ['crates'] }).analysis.metric).toBe('owner.stor_temp');
  });

  test('camelCase and snake_case fields answer to spaced words', () => {
    expect(analyze('average total amount').analysis.metric).toBe('totalAmount');
    expect(analyze('sum of total_amount').analysis.metric).toBe('totalAmount');
  });

  test('no fields: nothing is invented', () => {
    const { analysis } = analyze('average rating by category', { fields: [] });
    expect(analysis.metric).toBeNull();
    expect(analysis.groupBy).toEqual([]);
  });
});
