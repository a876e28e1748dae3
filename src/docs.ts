import { Elysia, t } from 'elysia';
import { openapi } from '@elysiajs/openapi';
import type { Platform, SwaggerAsset } from './platform.ts';
import { enrichDocument, type RouteList } from './docs-enrich.ts';

const SPEC_PATH = '/swagger/json';

const ASSET_TYPES: Record<SwaggerAsset, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

/**
 * OpenAPI 3.1 at /swagger/json and Swagger UI at /swagger (and /swagger/), with the UI's assets served from this
 * server (not a CDN) so the docs work offline and inside the compiled binary. The plugin's document is completed
 * by enrichDocument (examples, headers, error codes per route), once per set of routes.
 */
export function apiDocs(platform: Platform, routes: RouteList) {
  const cache = new Map<SwaggerAsset, ArrayBuffer>();
  const enriched = new WeakMap<object, object>();
  return new Elysia({ name: 'docs' })
    .onAfterHandle({ as: 'local' }, ({ path, responseValue }) => {
      if (path !== SPEC_PATH || responseValue === null || typeof responseValue !== 'object') return;
      let document = enriched.get(responseValue);
      if (!document) enriched.set(responseValue, (document = enrichDocument(responseValue as Record<string, unknown>, routes)));
      return document;
    })
    .use(openapi({
      path: '/swagger',
      specPath: SPEC_PATH,
      provider: 'swagger-ui',
      // the portal protocol's paths carry dots (keys.verify): not static files
      exclude: { paths: ['/swagger/assets/:file'], staticFile: false },
      swagger: {
        // absolute: the plugin's default is relative to the page, which breaks at /swagger/
        ...{ url: SPEC_PATH },
        cdn: '/swagger/assets/swagger-ui-bundle.js',
        theme: '/swagger/assets/swagger-ui.css',
        autoDarkMode: false,
      },
      documentation: {
        info: {
          title: 'Prompt analysis and form collection API',
          version: '1.0.0',
          description: 'POST /api/analyze turns a plain-English question into a structured Analysis; /v1 collects forms.',
        },
        tags: [
          { name: 'Analyzer', description: 'Prompt analysis service' },
          { name: 'Forms', description: 'Form collection service' },
          { name: 'Health', description: 'Liveness and readiness probes' },
          { name: 'Admin', description: 'Operator API (ADMIN_TOKEN)' },
        ],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API_KEY>' },
            apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'X-Api-Key: <API_KEY>' },
          },
        },
      },
    }))
    .get('/swagger/assets/:file', async ({ params, set }) => {
      const name = params.file as SwaggerAsset;
      let bytes = cache.get(name);
      if (!bytes) {
        bytes = await (await platform.readSwaggerAsset(name)).arrayBuffer();
        cache.set(name, bytes);
      }
      set.headers['content-type'] = ASSET_TYPES[name];
      set.headers['cache-control'] = 'public, max-age=86400';
      return new Response(bytes);
    }, {
      params: t.Object({ file: t.Union([t.Literal('swagger-ui-bundle.js'), t.Literal('swagger-ui.css')]) }),
      detail: { hide: true },
    });
}
