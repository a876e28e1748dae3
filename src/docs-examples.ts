import { NAME_EXAMPLES } from './docs-data.ts';

export type JsonSchema = Record<string, any>;
type Resolve = (ref: string) => JsonSchema;

const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2026-01-31T09:30:00.000Z',
  date: '2026-01-31',
  email: 'ada@example.com',
  uri: 'https://example.com/',
};

const firstConcrete = (members: JsonSchema[]) => members.find((member) => member.type !== 'null') ?? members[0]!;
const typeOf = (schema: JsonSchema): string =>
  (Array.isArray(schema.type) ? schema.type.find((type: string) => type !== 'null') : schema.type) ?? (schema.properties ? 'object' : 'unknown');

/** A value for a schema of each JSON type; `name` is the member's name, for realistic strings. */
const BY_TYPE: Record<string, (schema: JsonSchema, name: string | undefined, example: (schema: JsonSchema, name?: string) => unknown) => unknown> = {
  string: (schema, name) => FORMAT_EXAMPLES[schema.format] ?? (name !== undefined ? NAME_EXAMPLES[name] : undefined) ?? 'text',
  integer: (schema) => schema.minimum ?? Math.min(1, schema.maximum ?? 1),
  number: (schema) => schema.minimum ?? Math.min(1.5, schema.maximum ?? 1.5),
  boolean: () => true,
  null: () => null,
  array: (schema, name, example) => {
    if (Array.isArray(schema.items)) return schema.items.map((item: JsonSchema) => example(item));
    if (Array.isArray(schema.prefixItems)) return schema.prefixItems.map((item: JsonSchema) => example(item));
    return schema.items && schema.maxItems !== 0 ? [example(schema.items, name)] : [];
  },
  // Required members only: optional ones are where combinations (a webhook needing a resolvable URL) go wrong.
  object: (schema, _name, example) => Object.fromEntries(
    (schema.required ?? []).filter((member: string) => schema.properties?.[member]).map((member: string) => [member, example(schema.properties[member], member)]),
  ),
  unknown: (_schema, name) => (name !== undefined ? NAME_EXAMPLES[name] : undefined) ?? null,
};

/**
 * An example of a JSON schema: its own `example`/`examples`, `const`, `default` or first `enum` value when it has
 * one, else one built from its members (required ones only), formats and member names (NAME_EXAMPLES).
 */
export function exampleOf(schema: JsonSchema, resolve: Resolve, name?: string): unknown {
  const example = (member: JsonSchema, memberName?: string): unknown => exampleOf(member, resolve, memberName);
  if (schema.$ref) return example(resolve(schema.$ref), name);
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const members = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(members)) return example(firstConcrete(members), name);
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((member: JsonSchema) => example(member, name)));
  return BY_TYPE[typeOf(schema)]!(schema, name, example);
}
