import type { AnalysisT } from '../model.ts';
import type { EngineContext, EvidenceItem, Member, TokenRole } from './context.ts';

type ListMember = { [M in Member]: AnalysisT[M] extends readonly unknown[] ? M : never }[Member];
type KeyedMember = 'sort' | 'filters';

/** How a proposal changes its member. */
type Change =
  /** `replace` sets the member; `if-unset` only while it is still null */
  | { [M in Member]: { member: M; apply: 'replace' | 'if-unset'; value: AnalysisT[M] } }[Member]
  /** adds one element to a list member */
  | { [M in ListMember]: { member: M; apply: 'append'; value: AnalysisT[M][number] } }[ListMember]
  /**
   * `merge` puts the value under a key of an object member (two operator objects under one key merge: "over 10 and
   * under 20"); `if-unset` yields to a value already under the key
   */
  | { [M in KeyedMember]: { member: M; apply: 'merge' | 'if-unset'; key: string; value: AnalysisT[M][string] } }[KeyedMember]
  /** changes nothing: a reading recorded as evidence for the member (one vote of a ranking, one range of a hull) */
  | { member: Member; apply: 'note' };

/** What a stage proposes: a change to one member, read from a span of the question by a named rule. */
export type Proposal = Change & {
  readonly confidence: number;
  readonly rule: string;
  /** token range [from, to) the rule read */
  readonly span?: readonly [number, number];
  /** what the evidence shows of the reading (the field, the words, the key) */
  readonly text?: string;
  /** tokens the proposal uses up, so later rules do not read them again; a token keeps the first role claimed */
  readonly claims?: { readonly role: TokenRole; readonly ranges?: ReadonlyArray<readonly [number, number]> };
};

const isOperatorObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function apply(analysis: AnalysisT, p: Proposal): boolean {
  const members = analysis as Record<Member, unknown>;
  switch (p.apply) {
    case 'replace':
      members[p.member] = p.value;
      return true;
    case 'append':
      (members[p.member] as unknown[]).push(p.value);
      return true;
    case 'note':
      return true;
    case 'merge':
    case 'if-unset': {
      if (!('key' in p)) {
        if (members[p.member] !== null) return false;
        members[p.member] = p.value;
        return true;
      }
      const object = members[p.member] as Record<string, unknown>;
      const current = object[p.key];
      if (p.apply === 'if-unset' && current !== undefined) return false;
      object[p.key] = isOperatorObject(current) && isOperatorObject(p.value) ? { ...current, ...p.value } : p.value;
      return true;
    }
  }
}

/** Records why a member got its value; the highest confidence seen wins. */
function note(ctx: EngineContext, member: Member, confidence: number, item: EvidenceItem): void {
  const entry = ctx.evidence.get(member);
  if (!entry) ctx.evidence.set(member, { confidence, items: [item] });
  else {
    entry.items.push(item);
    entry.confidence = Math.max(entry.confidence, confidence);
  }
}

function evidenceOf(p: Proposal): EvidenceItem {
  const item: EvidenceItem = { rule: p.rule };
  if (p.span) item.span = [p.span[0], p.span[1]];
  if (p.text !== undefined) item.text = p.text;
  return item;
}

/**
 * The one place proposals change the analysis: each is applied in order, its claimed tokens are marked, and its rule
 * is recorded as the member's evidence. A proposal that yields to a value already there leaves no trace.
 */
export function commit(ctx: EngineContext, proposals: readonly Proposal[]): void {
  for (const p of proposals) {
    if (!apply(ctx.analysis, p)) continue;
    if (p.claims?.ranges) for (const [from, to] of p.claims.ranges) claim(ctx, from, to, p.claims.role);
    else if (p.claims && p.span) claim(ctx, p.span[0], p.span[1], p.claims.role);
    note(ctx, p.member, p.confidence, evidenceOf(p));
  }
}

/** Marks tokens [from, to) with a role, each keeping the first one claimed. */
function claim(ctx: EngineContext, from: number, to: number, role: TokenRole): void {
  for (let k = from; k < to; k++) ctx.roles[k] ??= role;
}

/** Queues a proposal; the pipeline commits a stage's proposals when the stage ends (see index.ts). */
export function propose(ctx: EngineContext, proposal: Proposal): void {
  ctx.proposals.push(proposal);
}

/** Commits what the last stage proposed. */
export function commitProposed(ctx: EngineContext): void {
  if (!ctx.proposals.length) return;
  const proposals = ctx.proposals;
  ctx.proposals = [];
  commit(ctx, proposals);
}
