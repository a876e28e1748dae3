import { createHash } from 'node:crypto';
import type { MigrationMeta } from 'drizzle-orm/migrator';
import { migrations } from '../../drizzle/migrations.gen.ts';
import type { Database } from './client.ts';

export interface EmbeddedMigration {
  tag: string;
  when: number;
  breakpoints: boolean;
  sql: string;
}

/** Same split and hash as drizzle's folder reader, so `drizzle-kit migrate` and the server agree. */
export function toMigrationMeta(entries: readonly EmbeddedMigration[]): MigrationMeta[] {
  return entries.map((entry) => ({
    sql: entry.sql.split('--> statement-breakpoint'),
    bps: entry.breakpoints,
    folderMillis: entry.when,
    hash: createHash('sha256').update(entry.sql).digest('hex'),
  }));
}

export const latestMigrationMillis = Math.max(0, ...migrations.map((entry) => entry.when));

type Migratable = { dialect: { migrate(m: MigrationMeta[], s: unknown, c: object): Promise<void> }; session: unknown };

export async function applyMigrations(database: Database): Promise<void> {
  const { dialect, session } = database.unboundedDb as unknown as Migratable;
  await dialect.migrate(toMigrationMeta(migrations), session, { migrationsFolder: 'embedded' });
}
