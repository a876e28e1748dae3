import { Type, type Static } from '@sinclair/typebox';

/**
 * A sector pack: data that teaches the analyzer one business domain.
 * Field names are written the way MongoDB users write them (camelCase, snake_case or dotted);
 * the engine normalises them (lower-case, non-alphanumerics removed) before matching.
 */
const FieldList = Type.Array(Type.String({ minLength: 1 }), { description: 'Field-name candidates, most likely first.' });

export const SectorPackSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    id: Type.String({ pattern: '^[a-z_][a-z0-9_-]{0,63}$', description: 'Stable sector id, e.g. "ecommerce".' }),
    label: Type.String({ minLength: 1, maxLength: 80 }),
    description: Type.Optional(Type.String({ description: 'One sentence: what the sector covers (shown by GET /api/sectors).' })),
    signals: Type.Object(
      {
        fields: Type.Array(Type.String({ minLength: 1 }), {
          description: 'Field names whose presence suggests this sector; each distinct match scores one point '
            + '(case, separators, singular/plural and the last dotted segment are ignored; see detect.ts).',
        }),
        collections: Type.Optional(Type.Array(Type.String({ minLength: 1 }), {
          description: 'Collection names that suggest this sector; each match scores two points (entity names count too).',
        })),
      },
      { additionalProperties: false },
    ),
    synonyms: Type.Record(Type.String({ minLength: 1 }), FieldList, {
      description: 'Business term (one or more words, lower-case) → field-name candidates (dotted paths allowed).',
    }),
    defaultMetrics: Type.Array(Type.String({ minLength: 1 }), {
      description: 'Field names to aggregate when a question names no metric ("total sales").',
    }),
    dateFields: Type.Array(Type.String({ minLength: 1 }), {
      description: 'Field names that carry the main timestamp, most likely first.',
    }),
    entities: Type.Array(
      Type.Object(
        {
          name: Type.String({ minLength: 1, description: 'Canonical collection name, e.g. "orders".' }),
          aliases: Type.Array(Type.String({ minLength: 1 }), { description: 'Words users say for it.' }),
          idField: Type.Optional(Type.String({ description: 'Foreign-key field other collections use, e.g. "customerId".' })),
        },
        { additionalProperties: false },
      ),
    ),
    vocabularies: Type.Record(Type.String({ minLength: 1 }), Type.Array(Type.String({ minLength: 1 })), {
      description: 'Field name (dotted paths allowed) → known categorical values as stored (e.g. status → pending, shipped).',
    }),
    chartHints: Type.Optional(
      Type.Record(Type.String({ minLength: 1 }), Type.Union([
        Type.Literal('BAR_CHART'), Type.Literal('LINE_CHART'), Type.Literal('PIE_CHART'), Type.Literal('TABLE'),
      ]), { description: 'Term → preferred chart when that term is asked about.' }),
    ),
  },
  { additionalProperties: false, $id: 'SectorPack' },
);

export type SectorPack = Static<typeof SectorPackSchema>;
