import { loadConfig } from './config.ts';
import { localUrl } from './local-server.ts';

/** Where the local server listens, seen from inside its own host or container. */
function probeUrl(env: Record<string, string | undefined>): string {
  const config = loadConfig(env);
  return `${localUrl(config.host, config.port, Boolean(config.tlsCertFile) || config.tlsSelfSigned)}/healthz`;
}

/**
 * The container probe (`server healthcheck`): 0 when /healthz answers 200, else 1. With native TLS it speaks
 * HTTPS without verifying the certificate, which names the public host rather than this loopback address; the
 * probe sends nothing secret and only reads the status.
 */
export async function healthcheck(env: Record<string, string | undefined>, timeoutMs = 2000): Promise<number> {
  try {
    const response = await fetch(probeUrl(env), { signal: AbortSignal.timeout(timeoutMs), tls: { rejectUnauthorized: false } } as RequestInit);
    return response.ok ? 0 : 1;
  } catch {
    return 1;
  }
}
