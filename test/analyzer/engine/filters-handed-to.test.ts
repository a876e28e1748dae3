import { describe, expect, test } from 'bun:test';
import { expectFilters, filterEvidence, runOnSchema } from './fixtures.ts';

// an invented seed bank: parcels of seed shared out to growers, and trial plots handed to a warden who tends them
const SEEDS: readonly [string[], string[]] = [['parcelId', 'recipient', 'assignee', 'grams', 'variety'], ['parcels']];
const SEEDS_NO_RECIPIENT: readonly [string[], string[]] = [['parcelId', 'wardenName', 'grams', 'variety'], ['parcels']];
const PLOTS: readonly [string[], string[]] = [['plotId', 'assignee', 'hectares'], ['plots']];
const PLOTS_DOER: readonly [string[], string[]] = [['plotId', 'wardenName', 'hectares'], ['plots']];

describe('filters: things shared out "to" someone go to whoever receives them, work "to" whoever does it', () => {
  test('"allotted to" / "allocated to" name the receiver, not the assignee', () => {
    expectFilters('parcels allotted to Marrowby', SEEDS, { recipient: 'Marrowby' }, 'filters.role-after-to');
    expectFilters('parcels allocated to Marrowby', [['parcelId', 'beneficiary', 'assignee', 'grams'], ['parcels']], { beneficiary: 'Marrowby' }, 'filters.role-after-to');
  });

  test('with no field for a receiver the name is not given to the records\' doer', () => {
    const r = runOnSchema('parcels allotted to Marrowby', ...SEEDS_NO_RECIPIENT);
    expect(r.analysis.filters.wardenName).toBeUndefined();
    expect(filterEvidence(r)).not.toContain('filters.assigned-to+records-doer');
  });

  test('work handed over still goes to the assignee, or the records\' doer', () => {
    expectFilters('plots assigned to Marrowby', PLOTS, { assignee: 'Marrowby' }, 'filters.assigned-to');
    expectFilters('plots delegated to Dr. Marrowby', PLOTS_DOER, { wardenName: 'Marrowby' }, 'filters.assigned-to');
  });
});

// an invented piano tuner: visits keep the tuner's name and the client's
const TUNING: readonly [string[], string[]] = [['visitId', 'tunerName', 'clientName', 'pianoMake', 'fee'], ['visits']];

describe('filters: a lower-case surname after a title with a full stop', () => {
  test('"dr. varga" reads as "dr varga"', () => {
    const bare = runOnSchema('visits made by dr varga', ...TUNING).analysis.filters;
    expect(Object.keys(bare).length).toBe(1);
    expect(runOnSchema('visits made by dr. varga', ...TUNING).analysis.filters).toEqual(bare);
  });

  test('a dictionary word after "dr." stays lower case', () => {
    expectFilters('visits made by dr. appointment', TUNING, {});
  });
});

describe('filters: words the lexicon took in, each on a schema that keeps what they say', () => {
  test('"rostered to" hands work over like "assigned to"', () => {
    expectFilters('plots rostered to Dr. Marrowby', PLOTS_DOER, { wardenName: 'Marrowby' }, 'filters.assigned-to');
  });

  // an invented fishery patrol: catches keep how the patrol's check came out
  const CATCHES: readonly [string[], string[]] = [['catchId', 'species', 'patrols.patrol_outcome', 'weightKg'], ['catches']];
  test.each(['seized', 'confiscated'])('goods an inspection took away (%p) are an outcome', (word) => {
    expectFilters(`catches that were ${word}`, CATCHES, { 'patrols.patrol_outcome': word }, 'filters.outcome-word');
  });

  // an invented pitching site: pitches keep a stage and their funder
  const PITCHES: readonly [string[], string[]] = [['pitchId', 'pitchStatus', 'funder', 'goal'], ['pitches']];
  test('"funded" alone is a stage; "funded by" a name still names the funder', () => {
    expectFilters('funded pitches', PITCHES, { pitchStatus: 'funded' }, 'filters.status-word');
    expectFilters('pitches funded by Larkspur', PITCHES, { funder: 'Larkspur' }, 'filters.agent-funded');
  });

  // an invented water board: leaks keep a severity and the usual severity of their kind
  const leaks = (side: string): readonly [string[], string[]] => [
    [`${side}_Severity`, 'Leak_Code', 'Leak_Desc', 'Leak_ID', 'Fix_Cost_Amt', 'Is_Fixed', 'Main_ID', 'Main_Make', 'Severity'],
    ['Leaks', 'Mains', 'Ref_Leak_Codes'],
  ];
  test.each(['Usual', 'Typical', 'Standard'])('a grade of the records goes to their own field, not the %p one of their kind', (side) => {
    expectFilters('unfixed critical leaks', leaks(side), { Is_Fixed: false, Severity: 'critical' }, 'filters.scale-value+records-after+own-not-default');
  });
  test('a field first named by another word is no norm of the kind', () => {
    expectFilters('unfixed critical leaks', leaks('Past'), { Is_Fixed: false, Past_Severity: 'critical' }, '!own-not-default');
  });
});
