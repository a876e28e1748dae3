import { afterAll } from 'bun:test';
import { cleanUpTestProcess } from './app.ts';

// Preloaded by bunfig.toml: a global afterAll runs once, after every test file's own afterAll (servers stopped first).
afterAll(cleanUpTestProcess);
