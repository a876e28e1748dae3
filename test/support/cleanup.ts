import { afterAll, beforeAll } from 'bun:test';
import { cleanUpTestProcess, sharedDatabase } from './app.ts';

/**
 * Opening the shared database (PGlite's initdb and the migrations) takes seconds, and on a loaded machine more than
 * the 30 s a file's own beforeAll gets; whichever file the run happens to start with (the order is the file system's)
 * would pay it. It is opened here once, before every file, under a limit of its own.
 */
const SHARED_DATABASE_MS = 120_000;

// Preloaded by bunfig.toml: a global beforeAll runs once, before every file; a global afterAll runs once, after every
// test file's own afterAll (servers stopped first).
beforeAll(async () => {
  await sharedDatabase();
}, SHARED_DATABASE_MS);
afterAll(cleanUpTestProcess, SHARED_DATABASE_MS);
