import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { tempDir, testApp, type TestApp } from '../support/app.ts';
import { makeKey } from '../support/keys.ts';
import { readmeBlock } from '../support/readme.ts';

const ROOT = path.resolve(import.meta.dir, '../..');

/** `tsc --noEmit` over a folder of its own, resolving packages from this repository; the diagnostics. */
async function typecheck(dir: string, files: Record<string, string>): Promise<string> {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', lib: ['ES2024', 'DOM'], strict: true, noEmit: true,
      skipLibCheck: true, allowImportingTsExtensions: true, types: ['bun'], typeRoots: [path.join(ROOT, 'node_modules/@types')],
      paths: { '*': [path.join(ROOT, 'node_modules/*')] },
    },
    files: Object.keys(files).filter((name) => name.endsWith('.ts')),
  }));
  const run = Bun.spawn([path.join(ROOT, 'node_modules/.bin/tsc'), '-p', path.join(dir, 'tsconfig.json')], { stdout: 'pipe', stderr: 'pipe' });
  const output = (await new Response(run.stdout).text()) + (await new Response(run.stderr).text());
  await run.exited;
  return run.exitCode === 0 ? '' : output || `tsc exited ${run.exitCode}`;
}

let server: TestApp;
beforeAll(async () => {
  server = await testApp({ ALLOW_INSECURE_HTTP: 'true' });
});
afterAll(() => server.close());

describe('typed clients', () => {
  test('openapi-typescript types from the served document type-check the README client, and are precise', async () => {
    const document = await (await server.request('/swagger/json')).json();
    const schema = astToString(await openapiTS(document));
    expect(schema).toContain('"/api/analyze"');
    const precise = `
import type { paths } from './schema';
type ResponsesQuery = NonNullable<paths['/v1/f/{formId}/responses']['get']['parameters']['query']>;
type SubmitHeaders = NonNullable<paths['/v1/f/{formId}']['post']['parameters']['header']>;
type Rejected = paths['/v1/f/{formId}']['post']['responses'][409]['content']['application/json'];
export const headers: SubmitHeaders = { 'Idempotency-Key': 'order-1', 'X-View-Token': 'token' };
export const conflict: Rejected['error'] = 'idempotency_conflict';
// @ts-expect-error limit is an integer, not a string
export const wrongLimit: ResponsesQuery = { limit: '20' };
// @ts-expect-error 409 answers idempotency_conflict only
export const wrongCode: Rejected['error'] = 'rate_limited';
`;
    const dir = tempDir('pfs-openapi-client');
    expect(await typecheck(dir, { 'schema.d.ts': schema, 'client.ts': readmeBlock('openapi-typescript client', 'ts'), 'precise.ts': precise })).toBe('');
  }, 120_000);

  test('an Eden treaty client is typed from the exported App type (the README block) and works', async () => {
    const source = readmeBlock('eden client', 'ts').replace("'./src/app.ts'", `'${path.join(ROOT, 'src/app.ts')}'`);
    const misuse = `
import { treaty } from '@elysiajs/eden';
import type { App } from '${path.join(ROOT, 'src/app.ts')}';
const api = treaty<App>('http://localhost:3000');
// @ts-expect-error the body schema of POST /api/analyze says prompt is a string
export const wrongBody = () => api.api.analyze.post({ prompt: 42 });
// @ts-expect-error App has no such route
export const noRoute = () => api.api.nothing.get();
`;
    const dir = tempDir('pfs-eden-client');
    expect(await typecheck(dir, { 'client.ts': source, 'misuse.ts': misuse })).toBe('');

    const { client } = await import(path.join(dir, 'client.ts'));
    const analyzeKey = await makeKey(server, { service: 'analyze', plan: 'free' });
    const analyzed = await client(server.app, analyzeKey.key).analyze('total revenue by region last month');
    expect(analyzed.status).toBe(200);
    expect(analyzed.data.analysis.groupBy).toEqual(['region']);
    const formsKey = await makeKey(server, { service: 'forms', plan: 'free' });
    const missing = await client(server.app, formsKey.key).responses('frm_does_not_exist');
    expect(missing.status).toBe(404);
    expect(missing.error.value).toMatchObject({ error: 'form_not_found' });
  }, 180_000);
});
