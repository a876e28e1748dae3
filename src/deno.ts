/**
 * Deno entry: `deno run -A --node-modules-dir=manual src/deno.ts` after `bun install`.
 * Same createApp as Bun; Deno.serve replaces Elysia's Bun-only listen(), and the peer address is recorded
 * for the core because Elysia's `server` is null outside Bun.
 */
import './production-mode.ts';
import fs from 'node:fs';
import { loadConfig, ConfigError } from './config.ts';
import { createApp } from './app.ts';
import { recordTransportAddress, routableRequest } from './request-context.ts';
import { servedTls } from './self-signed.ts';

interface DenoServer {
  shutdown(): Promise<void>;
}
declare const Deno: {
  serve(
    options: { port: number; hostname: string; cert?: string; key?: string; onListen?: (address: { port: number }) => void },
    handler: (request: Request, info: { remoteAddr: { hostname: string } }) => Response | Promise<Response>,
  ): DenoServer;
  addSignalListener(signal: 'SIGTERM' | 'SIGINT', handler: () => void): void;
  exit(code: number): never;
};

try {
  const config = loadConfig(process.env);
  const server = await createApp(config);
  const served = servedTls(config);
  const tls = served ? { cert: fs.readFileSync(served.certFile, 'utf8'), key: fs.readFileSync(served.keyFile, 'utf8') } : {};
  const listener = Deno.serve({
    port: config.port,
    hostname: config.host,
    ...tls,
    onListen: ({ port }) => server.services.logger.info('listening', { host: config.host, port, tls: 'cert' in tls, runtime: 'deno' }),
  }, (request, info) => {
    const routable = routableRequest(request, 'cert' in tls);
    recordTransportAddress(routable, info.remoteAddr.hostname);
    return server.app.fetch(routable);
  });
  const stop = async () => {
    await listener.shutdown();
    await server.close();
    Deno.exit(0);
  };
  Deno.addSignalListener('SIGTERM', () => void stop());
  Deno.addSignalListener('SIGINT', () => void stop());
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Start-up failed: ${(error as Error).message}`);
  Deno.exit(1);
}
