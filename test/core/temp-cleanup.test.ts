import { expect, test } from 'bun:test';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../support/app.ts';

const root = path.join(import.meta.dir, '../..');

// A subset of the suite (shared database, server child processes, CLI data dirs) in its own process, with TMPDIR
// pointed at a fresh folder: whatever it leaves there is a leak of the suite's clean-up.
test('a bun test run leaves the temp directory as it found it', async () => {
  const tmp = tempDir('pfs-tmp-check');
  const run = Bun.spawn(['bun', 'run', 'test', 'test/storage', 'test/admin'], {
    cwd: root,
    env: { ...process.env, TMPDIR: tmp },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [output, status] = await Promise.all([new Response(run.stderr).text(), run.exited]);
  expect(output).toContain(' 0 fail');
  expect(status).toBe(0);
  expect(fs.readdirSync(tmp)).toEqual([]);
}, 240_000);
