/**
 * The baselines of bench/http: a bare Bun.serve that parses the same bodies and runs the same engine on them
 * (`engine`), or echoes the parsed body (`echo`). No gate, no validation, no logging.
 *
 *   bun bench/http/bare.ts engine|echo
 */
import { createEngine } from '../../plugins/analyzer/engine/index.ts';
import { loadBuiltinRegistry } from '../../plugins/analyzer/packs/registry.ts';

const mode = process.argv[2];
const engine = createEngine(loadBuiltinRegistry());

const handlers: Record<string, (body: { prompt: string; fields?: string[]; collections?: string[] }) => unknown> = {
  engine: (body) => {
    const result = engine.analyze({ prompt: body.prompt, fields: body.fields, collections: body.collections }, { now: new Date() });
    return { analysis: result.analysis, tokens: result.analysis.rawTokens, sector: result.sector, message: 'Prompt analyzed successfully' };
  },
  echo: (body) => body,
};
const handle = handlers[mode ?? ''];
if (!handle) throw new Error('usage: bun bench/http/bare.ts engine|echo');

const server = Bun.serve({
  hostname: '127.0.0.1',
  port: Number(process.env.PORT ?? 0),
  development: false,
  async fetch(request) {
    const body = await request.json().catch(() => null);
    return body === null ? new Response(null, { status: 400 }) : Response.json(handle(body));
  },
});
console.log(JSON.stringify({ event: 'listening', port: server.port }));
