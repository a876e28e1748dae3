import type { EngineContext } from '../context.ts';
import { codeProposals } from './filters/codes.ts';
import { agentProposals } from './filters/people.ts';
import { comparisonProposals } from './filters/comparisons.ts';
import { absenceProposals, flagProposals, geoProposals, hasAnyProposals } from './filters/states.ts';
import { commitProposals, type FilterProposal } from './filters/proposal.ts';
import { properValueProposals } from './filters/proper-values.ts';
import { idNumberProposals, quotedProposals } from './filters/quoted.ts';
import { cityBeforeStateProposals, negatedValueProposals, vocabularyProposals } from './filters/vocabulary.ts';

/**
 * Value extractors, strongest cue first. Each reads the question (and the tokens earlier extractors claimed) and
 * proposes conditions; its proposals are committed before the next runs, so a value is read once.
 */
const EXTRACTORS: ReadonlyArray<(ctx: EngineContext) => FilterProposal[]> = [
  quotedProposals, idNumberProposals, comparisonProposals, cityBeforeStateProposals, agentProposals, flagProposals,
  vocabularyProposals, codeProposals, properValueProposals, negatedValueProposals, absenceProposals, hasAnyProposals, geoProposals,
];

/** filters: quoted values, ids, codes, comparisons with numbers, people, flags, known and proper values, then has-any and geo. */
export function filtersStage(ctx: EngineContext): void {
  for (const extract of EXTRACTORS) commitProposals(ctx, extract(ctx));
}
