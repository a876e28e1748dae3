/** Bun entry: `bun src/main.ts` (and the compiled binary's server mode). */
import './production-mode.ts';
import { loadConfig, ConfigError } from './config.ts';
import { createApp } from './app.ts';
import { answeredOnceRead } from './body.ts';
import { bunPlatform } from './platform-bun.ts';
import { recordTransportAddress, routableRequest } from './request-context.ts';
import { localUrl, operatorToken, publishServer } from './local-server.ts';
import { servedTls } from './self-signed.ts';
import { LANDING_LINKS } from './landing.ts';

/** Bun's own body cap is only a backstop: the core reads bodies within MAX_BODY_BYTES and answers JSON 413s. */
const BACKSTOP_FACTOR = 4;

try {
  const config = loadConfig(process.env);
  const embedded = config.databaseUrl === null;
  // On the embedded database with no ADMIN_TOKEN, the operator token lives in DATA_DIR (made on first start).
  const token = embedded && config.adminToken === null ? operatorToken(config.dataDir) : null;
  if (token) config.adminToken = token.token;
  const served = servedTls(config);
  const selfSigned = config.tlsSelfSigned ? served : null;
  const server = await createApp(config, { platform: bunPlatform });
  const tls = served ? { cert: Bun.file(served.certFile), key: Bun.file(served.keyFile) } : undefined;
  const secure = Boolean(tls);
  const fetch = server.app.fetch;
  const listener = Bun.serve({
    port: config.port,
    hostname: config.host,
    tls,
    development: false,
    idleTimeout: 30,
    maxRequestBodySize: config.maxBodyBytes * BACKSTOP_FACTOR,
    fetch(request, bun) {
      const routable = routableRequest(request, secure);
      recordTransportAddress(routable, () => bun.requestIP(request)?.address);
      return answeredOnceRead(fetch(routable), routable, config.maxBodyBytes);
    },
  });
  const url = localUrl(config.host, listener.port!, secure);
  // published before the log says `listening`, so whoever waits for that line finds the server through the file
  const withdraw = embedded
    ? publishServer(config.dataDir, { pid: process.pid, url, adminTokenFile: token?.file ?? null, caFile: selfSigned?.certFile ?? null })
    : () => {};
  const links = Object.fromEntries(Object.entries(LANDING_LINKS).map(([name, link]) => [name, `${url}${link.path}`]));
  // `listening` comes last: whoever waits for it has read the lines before
  if (selfSigned) server.services.logger.info('tls_self_signed', { certFile: selfSigned.certFile, created: selfSigned.created });
  if (token) {
    server.services.logger.info('operator_token', {
      file: token.file, created: token.created, signIn: `${url}/dashboard with the token in this file; the CLI finds it by itself`,
    });
  }
  server.services.logger.info('listening', {
    host: config.host, port: listener.port, tls: secure, database: server.services.database.kind, url, ...links,
  });
  let stopping = false;
  // The listener closes first (new connections are refused before anything is read); every request already
  // read is answered; then buffered state is flushed and the database closed.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.services.logger.info('shutting_down', { signal, inFlight: listener.pendingRequests });
    const timer = setTimeout(() => {
      server.services.logger.error('shutdown_timeout', { inFlight: listener.pendingRequests, timeoutMs: config.shutdownTimeoutMs });
      process.exit(1);
    }, config.shutdownTimeoutMs);
    withdraw();
    void listener.stop(false);
    while (listener.pendingRequests > 0) await Bun.sleep(10);
    // Only idle keep-alive connections remain; closing them in the same tick leaves no request half-read.
    await listener.stop(true);
    // Access-log lines of the last responses are written in a setImmediate after each response.
    await new Promise((resolve) => setImmediate(resolve));
    await server.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Start-up failed: ${(error as Error).message}`);
  process.exit(1);
}
