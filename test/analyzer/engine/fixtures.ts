import { expect } from 'bun:test';
import type { SectorPack } from '../../../plugins/analyzer/packs/schema.ts';
import type { CompiledPack, PackRegistry, SectorDetection } from '../../../plugins/analyzer/packs/types.ts';
import { createEngine, type AnalyzeInput, type AnalyzeOptions } from '../../../plugins/analyzer/engine/index.ts';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const words = (s: string) => s.toLowerCase().trim().split(/\s+/).join(' ');

/** A minimal stand-in for the real pack compiler: enough for engine tests, independent of it. */
export function compilePack(pack: SectorPack): CompiledPack {
  return {
    pack,
    synonyms: new Map(Object.entries(pack.synonyms).map(([term, fields]) => [words(term), fields])),
    signalFields: new Set(pack.signals.fields.map(norm)),
    entityAliases: new Map(pack.entities.flatMap((e) => [e.name, ...e.aliases].map((a) => [norm(a), e.name] as const))),
    vocabulary: new Map(Object.entries(pack.vocabularies).flatMap(([field, values]) => values.map((v) => [words(v), [field]] as const))),
  };
}

export const GENERIC: SectorPack = {
  id: '_generic', label: 'Generic', signals: { fields: [] }, synonyms: {}, defaultMetrics: [], dateFields: [],
  entities: [], vocabularies: {},
};

export const ECOMMERCE: SectorPack = {
  id: 'ecommerce', label: 'E-commerce',
  signals: { fields: ['orderId', 'customerId', 'totalAmount', 'sku', 'status', 'orderDate'] },
  synonyms: { revenue: ['totalAmount'], sales: ['totalAmount'], 'order value': ['totalAmount'], buyer: ['customerId'] },
  defaultMetrics: ['totalAmount'], dateFields: ['orderDate', 'createdAt'],
  entities: [
    { name: 'orders', aliases: ['order', 'purchases', 'purchase'], idField: 'orderId' },
    { name: 'customers', aliases: ['customer', 'buyers', 'shoppers'], idField: 'customerId' },
    { name: 'products', aliases: ['product', 'items', 'item'], idField: 'productId' },
  ],
  vocabularies: { status: ['pending', 'shipped', 'delivered', 'cancelled', 'refunded'] },
  chartHints: { share: 'PIE_CHART' },
};

export function makeRegistry(...packs: SectorPack[]): PackRegistry {
  const generic = compilePack(GENERIC);
  const compiled = packs.map(compilePack);
  return {
    generic,
    packs: new Map([generic, ...compiled].map((p) => [p.pack.id, p])),
    problems: [],
    detect(fields): SectorDetection {
      const names = new Set(fields.map(norm));
      let best: SectorDetection = { pack: generic, confidence: 'low', matched: [], score: 0 };
      for (const pack of compiled) {
        const matched = [...pack.signalFields].filter((f) => names.has(f));
        if (matched.length >= 2 && matched.length > best.score) {
          best = { pack, confidence: matched.length >= 4 ? 'high' : 'medium', matched, score: matched.length };
        }
      }
      return best;
    },
  };
}

export const NOW = new Date('2024-06-15T12:00:00Z');

export const SHOP_FIELDS = [
  '_id', 'orderId', 'customerId', 'productId', 'totalAmount', 'status', 'orderDate', 'createdAt', 'quantity', 'price',
  'cost', 'shipping.city', 'shipping.state', 'shipping.country', 'customer.name', 'customer.email', 'category', 'rating',
];
export const SHOP_COLLECTIONS = ['customers', 'orders', 'products'];

/** An invented film club: its films, the members' comments on them, and the cinemas it books. */
export const MEDIA_FIELDS = [
  '_id', 'title', 'year', 'premiered', 'runtime', 'genres', 'cast', 'directors', 'writers', 'countries', 'languages',
  'rated', 'cinedb', 'cinedb.rating', 'cinedb.votes', 'prizes', 'prizes.wins', 'prizes.nominations', 'prizes.text',
  'press.viewer.rating', 'press.critic.rating', 'num_club_comments', 'plot', 'film_id', 'member_id', 'name',
  'email', 'text', 'date', 'venue.address.city', 'venue.address.state',
];
export const MEDIA_COLLECTIONS = ['comments', 'films', 'screenings', 'cinemas', 'members'];

/** Stage failures fail the test that caused them instead of leaving a member at its default unnoticed. */
export const throwOnStageError = (f: { stage: string; error: string; message: string }) => {
  throw new Error(`stage ${f.stage} threw ${f.error}: ${f.message}`);
};

const engine = createEngine(makeRegistry(ECOMMERCE), { onStageError: throwOnStageError });

export function analyze(prompt: string, input: Partial<AnalyzeInput> = {}, options: AnalyzeOptions = {}) {
  return engine.analyze({ prompt, fields: SHOP_FIELDS, collections: SHOP_COLLECTIONS, ...input }, { now: NOW, ...options });
}

export function analyzeMedia(prompt: string, options: AnalyzeOptions = {}) {
  return engine.analyze({ prompt, fields: MEDIA_FIELDS, collections: MEDIA_COLLECTIONS }, { now: NOW, ...options });
}

/** The rules of the evidence the filters stage gave, in order. */
export const filterRules = (result: ReturnType<typeof analyze>): string[] => result.explanation?.filters.evidence.map((e) => e.rule) ?? [];
/** The rules of the evidence the collection ranking gave, in order. */
export const collectionRules = (result: ReturnType<typeof analyze>): string[] => result.explanation?.collection.evidence.map((e) => e.rule) ?? [];

const packlessEngine = createEngine(makeRegistry());
/** One analysis with its explanation, on an invented schema and no sector pack. */
export const runOnSchema = (prompt: string, fields: string[], collections: string[]) =>
  packlessEngine.analyze({ prompt, fields, collections }, { now: NOW, explain: true });
/** The filters stage's evidence of an analysis, as one string to search for rule names. */
export const filterEvidence = (r: ReturnType<typeof runOnSchema>): string => JSON.stringify(r.explanation!.filters.evidence);
/** The filters read from `prompt` are `filters`, and the evidence names `rule` (or, with `!` before it, does not). */
export function expectFilters(prompt: string, schema: readonly [string[], string[]], filters: Record<string, unknown>, rule?: string): void {
  const r = runOnSchema(prompt, ...schema);
  expect(r.analysis.filters).toEqual(filters);
  if (rule?.startsWith('!')) expect(filterEvidence(r)).not.toContain(rule.slice(1));
  else if (rule) expect(filterEvidence(r)).toContain(rule);
}
