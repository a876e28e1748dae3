import { t, type Static } from 'elysia';

/**
 * The Analysis object of the prompt-analysis contract. Element shapes the contract leaves open
 * (timeFrame forms, joins, computedMetrics, subQueries) are pinned here and documented in the README.
 */
export const Operation = t.Union([
  t.Literal('$sum'), t.Literal('$avg'), t.Literal('$min'), t.Literal('$max'), t.Literal('$count'), t.Null(),
]);

export const Visualization = t.Union([
  t.Literal('BAR_CHART'), t.Literal('LINE_CHART'), t.Literal('PIE_CHART'), t.Literal('TABLE'), t.Literal(false),
]);

export const DateRange = t.Object(
  {
    start: t.Union([t.String({ format: 'date' }), t.Null()], { description: 'Inclusive first day (YYYY-MM-DD), null when open.' }),
    end: t.Union([t.String({ format: 'date' }), t.Null()], { description: 'Exclusive day after the last one (YYYY-MM-DD), null when open.' }),
  },
  { description: 'A named range: "between March 3 and April 9 2024", "in Q3 2023", "since March 1".' },
);

export const TimeFrame = t.Union([
  t.String({ description: 'Relative period token, e.g. today, yesterday, last_7_days, last_week, this_month, last_quarter, year_to_date, last_12_months.' }),
  DateRange,
  t.Null(),
]);

export const Join = t.Object({
  from: t.String({ description: 'Collection to look up.' }),
  localField: t.String({ description: 'Field of the primary collection.' }),
  foreignField: t.String({ description: 'Field of the looked-up collection.' }),
  as: t.String({ description: 'Name of the joined array.' }),
});

export const ComputedMetric = t.Object({
  name: t.String({ description: 'Output name, e.g. "profit_margin".' }),
  kind: t.Union([
    t.Literal('ratio'), t.Literal('rate'), t.Literal('margin'), t.Literal('growth'),
    t.Literal('difference'), t.Literal('product'), t.Literal('sum'), t.Literal('average'),
  ]),
  operator: t.Union([t.Literal('$divide'), t.Literal('$subtract'), t.Literal('$multiply'), t.Literal('$add'), t.Literal('$avg')]),
  operands: t.Array(t.String(), { description: 'Field names (or numeric literals as strings) in operator order.' }),
  expression: t.String({ description: 'Human-readable formula, e.g. "(revenue - cost) / revenue * 100".' }),
});

export const SubQuery = t.Object({
  kind: t.Union([
    t.Literal('compare_to_aggregate'), t.Literal('anti_join'), t.Literal('semi_join'),
  ]),
  field: t.Union([t.String(), t.Null()], { description: 'Field compared or linked.' }),
  operator: t.Union([t.String(), t.Null()], { description: 'Mongo comparison applied to the subquery result, e.g. "$gt".' }),
  aggregate: t.Union([Operation, t.Literal('$median')], { description: 'Aggregate computed by the subquery.' }),
  collection: t.Union([t.String(), t.Null()], { description: 'Collection the subquery runs on.' }),
  description: t.String(),
});

export const Analysis = t.Object({
  intent: t.Union([t.Literal('find'), t.Literal('aggregate')]),
  operation: Operation,
  metric: t.Union([t.String(), t.Null()]),
  groupBy: t.Array(t.String()),
  timeFrame: TimeFrame,
  collection: t.Array(t.String()),
  limit: t.Union([t.Integer({ minimum: 1 }), t.Null()]),
  sort: t.Record(t.String(), t.Union([t.Literal(1), t.Literal(-1)])),
  filters: t.Record(t.String(), t.Unknown()),
  joins: t.Array(Join),
  computedMetrics: t.Array(ComputedMetric),
  subQueries: t.Array(SubQuery),
  visualization: Visualization,
  rawTokens: t.Array(t.String()),
}, {
  examples: [{
    intent: 'aggregate', operation: '$sum', metric: 'revenue', groupBy: ['region'], timeFrame: 'last_month', collection: ['orders'],
    limit: null, sort: {}, filters: {}, joins: [], computedMetrics: [], subQueries: [], visualization: 'LINE_CHART',
    rawTokens: ['total', 'revenue', 'by', 'region', 'last', 'month'],
  }],
});

export const Evidence = t.Object({
  value: t.Unknown(),
  confidence: t.Number({ minimum: 0, maximum: 1 }),
  evidence: t.Array(t.Object({
    rule: t.String({ description: 'Stage and rule that decided, e.g. "sort.superlative".' }),
    span: t.Optional(t.Tuple([t.Integer(), t.Integer()], { description: 'Token span [from, to) in rawTokens.' })),
    text: t.Optional(t.String()),
    pack: t.Optional(t.String({ description: 'Sector pack entry used.' })),
  })),
});

export const Explanation = t.Record(t.String(), Evidence);

export const Sector = t.Object({
  id: t.String(),
  label: t.String(),
  confidence: t.Union([t.Literal('high'), t.Literal('medium'), t.Literal('low')]),
}, { examples: [{ id: 'ecommerce', label: 'E-commerce', confidence: 'low' }] });

export type AnalysisT = Static<typeof Analysis>;
export type ExplanationT = Static<typeof Explanation>;
export type SectorT = Static<typeof Sector>;
export type JoinT = Static<typeof Join>;
export type ComputedMetricT = Static<typeof ComputedMetric>;
export type SubQueryT = Static<typeof SubQuery>;
export type DateRangeT = Static<typeof DateRange>;
