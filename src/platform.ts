import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * What differs between runtimes and the compiled binary. The core receives a Platform; only the Bun entry
 * overrides it with embedded assets, so Bun-only APIs never leak into shared code (Deno runs the same core).
 */
export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

export type SwaggerAsset = 'swagger-ui-bundle.js' | 'swagger-ui.css';

export interface Platform {
  runtime: string;
  /** PGlite's wasm and data files; undefined lets PGlite find them in node_modules. */
  pgliteAssets?: () => Promise<PgliteAssets>;
  readSwaggerAsset(name: SwaggerAsset): Promise<Blob>;
}

const requireFromHere = createRequire(import.meta.url);

export const nodeModulesPlatform: Platform = {
  runtime: typeof Deno !== 'undefined' ? 'deno' : typeof Bun !== 'undefined' ? 'bun' : 'node',
  readSwaggerAsset: async (name) => new Blob([fs.readFileSync(requireFromHere.resolve(`swagger-ui-dist/${name}`))]),
};

declare const Deno: unknown;
