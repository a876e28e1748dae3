import { Elysia, t } from 'elysia';
import { openapi } from '@elysiajs/openapi';
import type { Platform, SwaggerAsset } from './platform.ts';

const ASSET_TYPES: Record<SwaggerAsset, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

/**
 * OpenAPI 3.1 at /swagger/json and Swagger UI at /swagger, with the UI's assets served from this server
 * (not a CDN) so the docs work offline and inside the compiled binary.
 */
export function apiDocs(platform: Platform) {
  const cache = new Map<SwaggerAsset, ArrayBuffer>();
  return new Elysia({ name: 'docs' })
    .use(openapi({
      path: '/swagger',
      specPath: '/swagger/json',
      provider: 'swagger-ui',
      exclude: { paths: ['/swagger/assets/:file'] },
      swagger: {
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
