import type { EngineContext } from '../context.ts';
import { collectionKey } from '../ownership.ts';
import { propose } from '../proposals.ts';
import { normName } from '../text.ts';

/** The `<entity>Id`-style field naming `collection` (or the pack's declared id field), if the schema has one. */
function linkField(ctx: EngineContext, collection: string): string | null {
  const link = ctx.index.phrases.get(`${collectionKey(collection)}id`)?.find((c) => c.kind === 'full');
  if (link) return link.entry.name;
  for (const pack of [ctx.pack, ctx.generic]) {
    const entity = pack.pack.entities.find((e) => collectionKey(e.name) === collectionKey(collection));
    if (entity?.idField && ctx.index.byNorm.has(normName(entity.idField))) return ctx.index.byNorm.get(normName(entity.idField))!.name;
  }
  return null;
}

/** joins: another named collection linked to the primary one by an id field, in either direction. */
export function joinsStage(ctx: EngineContext): void {
  const primary = ctx.analysis.collection[0];
  // most questions name no collection: nothing to join, and no list of them to build
  if (!primary || !ctx.collectionMentions.length) return;
  const others = [...new Set(ctx.collectionMentions.map((m) => m.collection))].filter((c) => c !== primary);
  for (const other of others) {
    const towardsOther = linkField(ctx, other);
    const towardsPrimary = linkField(ctx, primary);
    const join = towardsOther
      ? { from: other, localField: towardsOther, foreignField: '_id', as: other }
      : towardsPrimary ? { from: other, localField: '_id', foreignField: towardsPrimary, as: other } : null;
    if (!join) continue;
    const m = ctx.collectionMentions.find((x) => x.collection === other)!;
    propose(ctx, { member: 'joins', apply: 'append', value: join, confidence: 0.7, rule: towardsOther ? 'joins.local-id-field' : 'joins.foreign-id-field', span: [m.from, m.to], text: other });
  }
}
