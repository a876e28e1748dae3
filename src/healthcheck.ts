import { loadConfig } from './config.ts';

/** Where the local server listens, seen from inside its own host or container. */
function probeUrl(env: Record<string, string | undefined>): string {
  const config = loadConfig(env);
  const wildcard = config.host === '0.0.0.0' || config.host === '::' || config.host === '';
  const host = wildcard ? '127.0.0.1' : config.host.includes(':') ? `[${config.host}]` : config.host;
  const scheme = config.tlsCertFile ? 'https' : 'http';
  return `${scheme}://${host}:${config.port}/healthz`;
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
