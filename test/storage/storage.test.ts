import { describe, expect, test } from 'bun:test';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, DataDirLockedError, PGLITE_SETTINGS, rowsOf } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { accounts } from '../../src/db/schema.ts';
import { nodeModulesPlatform } from '../../src/platform.ts';
import { renderEmbeddedMigrations } from '../../drizzle/embed.ts';
import { backend, tempDir } from '../support/app.ts';

const drizzleFolder = path.join(import.meta.dir, '../../drizzle');

describe('migrations', () => {
  test('the embedded module matches drizzle-kit output (run `bun run db:generate` after a schema change)', () => {
    const embedded = fs.readFileSync(path.join(drizzleFolder, 'migrations.gen.ts'), 'utf8');
    expect(embedded).toBe(renderEmbeddedMigrations(drizzleFolder));
  });
});

describe.skipIf(backend !== 'pglite')('embedded PGlite', () => {
  test('keeps data across a restart and refuses a second process on the same data dir', async () => {
    const dataDir = tempDir('pfs-restart');
    const first = await openDatabase({ databaseUrl: null, dataDir }, nodeModulesPlatform);
    await applyMigrations(first);
    await first.db.insert(accounts).values({ id: 'acc_restart', name: 'kept' });
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '1');
    await expect(openDatabase({ databaseUrl: null, dataDir }, nodeModulesPlatform)).rejects.toBeInstanceOf(DataDirLockedError);
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const second = await openDatabase({ databaseUrl: null, dataDir }, nodeModulesPlatform);
    await applyMigrations(second);
    const rows = await second.db.select().from(accounts).where(eq(accounts.id, 'acc_restart'));
    expect(rows.map((row) => row.name)).toEqual(['kept']);
    await second.close();
  }, 60_000);

  test('runs with PGLITE_SETTINGS over the postgresql.conf initdb wrote', async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir: tempDir('pfs-settings') }, nodeModulesPlatform);
    for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
      const [row] = rowsOf<Record<string, string>>(await database.db.execute(sql.raw(`show ${name}`)));
      expect(row?.[name]).toBe(value);
    }
    await database.close();
  }, 60_000);

  test('a lock left by a dead process is taken over', async () => {
    const dataDir = tempDir('pfs-stale');
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '999999999');
    const database = await openDatabase({ databaseUrl: null, dataDir }, nodeModulesPlatform);
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
  }, 60_000);
});
