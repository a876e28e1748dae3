/**
 * Bun-only platform: embeds PGlite's runtime files and Swagger UI's assets into `bun build --compile`
 * (the binary has no node_modules). Imported only by the Bun entries, never by shared code.
 */
import pgliteWasmPath from '../node_modules/@electric-sql/pglite/dist/pglite.wasm' with { type: 'file' };
import initdbWasmPath from '../node_modules/@electric-sql/pglite/dist/initdb.wasm' with { type: 'file' };
import pgliteDataPath from '../node_modules/@electric-sql/pglite/dist/pglite.data' with { type: 'file' };
import swaggerBundlePath from '../node_modules/swagger-ui-dist/swagger-ui-bundle.js' with { type: 'file' };
import swaggerCssPath from '../node_modules/swagger-ui-dist/swagger-ui.css' with { type: 'file' };
import type { Platform, SwaggerAsset } from './platform.ts';

const swaggerPaths: Record<SwaggerAsset, string> = {
  'swagger-ui-bundle.js': swaggerBundlePath,
  'swagger-ui.css': swaggerCssPath,
};

export const bunPlatform: Platform = {
  runtime: 'bun',
  pgliteAssets: async () => {
    const [pgliteWasm, initdbWasm] = await Promise.all([
      Bun.file(pgliteWasmPath).arrayBuffer(),
      Bun.file(initdbWasmPath).arrayBuffer(),
    ]);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(pgliteWasm),
      WebAssembly.compile(initdbWasm),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: Bun.file(pgliteDataPath) };
  },
  readSwaggerAsset: async (name) => Bun.file(swaggerPaths[name]),
};
