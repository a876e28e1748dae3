/** Bun entry: `bun src/main.ts` (and the compiled binary's server mode). */
import { loadConfig, ConfigError } from './config.ts';
import { createApp } from './app.ts';
import { bunPlatform } from './platform-bun.ts';

try {
  const config = loadConfig(process.env);
  const server = await createApp(config, { platform: bunPlatform });
  const tls = config.tlsCertFile && config.tlsKeyFile
    ? { cert: Bun.file(config.tlsCertFile), key: Bun.file(config.tlsKeyFile) }
    : undefined;
  // Bun's own cap catches bodies sent without a Content-Length; the core answers declared ones with JSON.
  server.app.listen({ port: config.port, hostname: config.host, tls, maxRequestBodySize: config.maxBodyBytes });
  server.services.logger.info('listening', {
    host: config.host, port: server.app.server?.port, tls: Boolean(tls), database: server.services.database.kind,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.services.logger.info('shutting_down', { signal });
    const timer = setTimeout(() => process.exit(1), config.shutdownTimeoutMs);
    await server.app.stop(false);
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
