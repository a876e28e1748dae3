import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir, testApp, type TestApp } from '../../support/app.ts';
import { analyze, makeKey } from '../../support/keys.ts';

let server: TestApp;
let key: string;
beforeAll(async () => {
  server = await testApp({ BURST_LIMIT: '1000' });
  key = (await makeKey(server, { service: 'analyze', plan: 'team' })).key;
});

afterAll(() => server.close());

const ecommerce = {
  prompt: 'total revenue by month for delivered orders in 2024',
  fields: ['orderId', 'customerId', 'totalAmount', 'status', 'createdAt', 'items.sku', 'items.quantity', 'shippingAddress.city'],
  collections: ['orders', 'customers', 'products'],
};

describe('POST /api/analyze (contract: Response body)', () => {
  test('answers every member with the contract types', async () => {
    const response = await analyze(server, key, ecommerce);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['analysis', 'message', 'plan', 'planTier', 'sector', 'tokens', 'usage']);
    const { analysis } = body;
    expect(Object.keys(analysis).sort()).toEqual([
      'collection', 'computedMetrics', 'filters', 'groupBy', 'intent', 'joins', 'limit', 'metric', 'operation',
      'rawTokens', 'sort', 'subQueries', 'timeFrame', 'visualization',
    ]);
    expect(['find', 'aggregate']).toContain(analysis.intent);
    expect(['$sum', '$avg', '$min', '$max', '$count', null]).toContain(analysis.operation);
    expect(Array.isArray(analysis.groupBy) && Array.isArray(analysis.collection) && Array.isArray(analysis.joins)).toBe(true);
    expect(['BAR_CHART', 'LINE_CHART', 'PIE_CHART', 'TABLE', false]).toContain(analysis.visualization);
    expect(body.tokens).toEqual(analysis.rawTokens);
    expect(body).toMatchObject({ plan: 'team', planTier: 'team', message: 'Prompt analyzed successfully' });
    expect(body.usage.limit).toBe(250_000);
    expect(['high', 'medium', 'low']).toContain(body.sector.confidence);
  });

  test('answers the question: sum of the revenue field by month, named year as a range, collection ranked', async () => {
    const { analysis, sector } = await (await analyze(server, key, ecommerce)).json();
    expect(analysis).toMatchObject({ intent: 'aggregate', operation: '$sum', metric: 'totalAmount', groupBy: ['month'] });
    expect(analysis.timeFrame).toEqual({ start: '2024-01-01', end: '2025-01-01' });
    expect(analysis.filters.status).toBe('delivered');
    expect(analysis.collection[0]).toBe('orders');
    expect(analysis.visualization).toBe('LINE_CHART');
    expect(sector.id).toBe('ecommerce');
  });

  test('explain (body flag or ?explain=true) adds evidence per member', async () => {
    for (const response of [
      await analyze(server, key, { ...ecommerce, explain: true }),
      await server.request('/api/analyze?explain=true', { method: 'POST', headers: { authorization: `Bearer ${key}` }, json: ecommerce }),
    ]) {
      const body = await response.json();
      expect(body.explanation.operation.value).toBe('$sum');
      expect(body.explanation.operation.confidence).toBeGreaterThan(0);
      expect(body.explanation.operation.evidence.length).toBeGreaterThan(0);
      expect(typeof body.explanation.operation.evidence[0].rule).toBe('string');
    }
    expect((await (await analyze(server, key, ecommerce)).json()).explanation).toBeUndefined();
  });

  test('an empty prompt and unknown schemas still answer 200 with the generic sector', async () => {
    const body = await (await analyze(server, key, { prompt: '' })).json();
    expect(body.analysis).toMatchObject({ intent: 'find', operation: null, groupBy: [], collection: [] });
    expect(body.sector).toEqual({ id: '_generic', label: expect.any(String), confidence: 'low' });
  });

  test('the OpenAPI document lists the analyzer routes with request and response schemas', async () => {
    const spec = await (await server.request('/swagger/json')).json();
    const operation = spec.paths['/api/analyze'].post;
    expect(operation.requestBody).toBeDefined();
    for (const status of ['200', '400', '401', '429', '502', '504']) expect(operation.responses[status]).toBeDefined();
    expect(operation.security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }]);
    expect(spec.paths['/api/sectors'].get.responses['200']).toBeDefined();
    expect(spec.paths['/v1/f/{formId}'].post).toBeDefined();
    expect(spec.paths['/v1/f/{formId}/analytics'].get).toBeDefined();
    expect(spec.paths['/v1/f/{formId}/responses'].get).toBeDefined();
  });
});

describe('sector packs through the server', () => {
  test('GET /api/sectors lists the built-in packs, _generic included', async () => {
    const { sectors } = await (await server.request('/api/sectors')).json();
    const ids = sectors.map((sector: { id: string }) => sector.id);
    expect(ids).toContain('_generic');
    expect(ids.length).toBeGreaterThanOrEqual(12);
  });

  test('SECTOR_PACKS_DIR adds a pack with no code change; a bad file is reported and skipped', async () => {
    const dir = tempDir('pfs-packs');
    fs.writeFileSync(path.join(dir, 'beekeeping.json'), JSON.stringify({
      id: 'beekeeping', label: 'Beekeeping', signals: { fields: ['hiveId', 'colonyStrength', 'honeyYieldKg', 'queenAge', 'varroaCount', 'apiaryId'], collections: ['hives', 'apiaries'] },
      synonyms: { honey: ['honeyYieldKg'], mites: ['varroaCount'] }, defaultMetrics: ['honeyYieldKg'], dateFields: ['inspectedAt'],
      entities: [{ name: 'hives', aliases: ['hive', 'colony'], idField: 'hiveId' }], vocabularies: {},
    }));
    fs.writeFileSync(path.join(dir, 'broken.json'), '{"id": "broken", "label": 3}');
    const warnings: string[] = [];
    const custom = await testApp({ SECTOR_PACKS_DIR: dir, BURST_LIMIT: '1000' });
    custom.services.logger.warn = (event, fields) => void warnings.push(JSON.stringify({ event, ...fields }));
    const listed = await (await custom.request('/api/sectors')).json();
    expect(listed.sectors.find((sector: { id: string }) => sector.id === 'beekeeping')).toMatchObject({ source: 'operator' });
    expect(listed.sectors.some((sector: { id: string }) => sector.id === 'broken')).toBe(false);
    expect(custom.gate.registry.problems.map((problem) => problem.path)).toContain(path.join(dir, 'broken.json'));
    const customKey = (await makeKey(custom, { service: 'analyze', plan: 'free' })).key;
    const body = await (await analyze(custom, customKey, {
      prompt: 'total honey by apiary', fields: ['hiveId', 'colonyStrength', 'honeyYieldKg', 'queenAge', 'varroaCount', 'apiaryId', 'inspectedAt'], collections: ['hives'],
    })).json();
    expect(body.sector.id).toBe('beekeeping');
    expect(body.analysis.metric).toBe('honeyYieldKg');
  });
});
