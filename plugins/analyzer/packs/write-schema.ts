import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SectorPackSchema } from './schema.ts';

/** Where editors and operators find the schema: beside the packs it describes. */
export const PACK_SCHEMA_PATH = fileURLToPath(new URL('../../../sector-packs/pack.schema.json', import.meta.url));

/** The JSON Schema text generated from SectorPackSchema (TypeBox types are JSON Schema; JSON drops its symbols). */
export function renderPackSchema(): string {
  const schema = { $schema: 'http://json-schema.org/draft-07/schema#', ...JSON.parse(JSON.stringify(SectorPackSchema)) };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

// Regenerate with: bun plugins/analyzer/packs/write-schema.ts (a test fails while the file is stale).
if (import.meta.main) {
  writeFileSync(PACK_SCHEMA_PATH, renderPackSchema());
  console.log(`wrote ${PACK_SCHEMA_PATH}`);
}
