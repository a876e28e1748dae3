import type { TypeCheck } from '@sinclair/typebox/compiler';
import type { TSchema } from '@sinclair/typebox';
import { PORTAL_PATHS, consumeReplyCheck, verifyReplyCheck } from './protocol.ts';
import { PortalUnavailable, type Portal, type QuotaDecision, type Verification } from './types.ts';
import { VerifyCache } from './verify-cache.ts';

export interface RemotePortalOptions {
  url: string;
  secret: string;
  timeoutMs: number;
  verifyCacheSeconds: number;
  clock: () => number;
}

/**
 * Talks to a portal process over HTTP. No answer within PORTAL_TIMEOUT_MS → PortalUnavailable('timeout')
 * (504 verify_timeout); a non-200, a non-JSON body or JSON of the wrong shape → PortalUnavailable('upstream')
 * (502 verify_upstream_error). Verifications are cached like the embedded portal's.
 */
export function createRemotePortal(options: RemotePortalOptions): Portal {
  const cache = new VerifyCache(options.verifyCacheSeconds * 1000, options.clock);

  async function call<T>(path: string, body: unknown, check: TypeCheck<TSchema>): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(path, options.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${options.secret}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new PortalUnavailable('timeout', `portal did not answer within ${options.timeoutMs} ms`);
      }
      throw new PortalUnavailable('upstream', `portal unreachable: ${(error as Error).message}`);
    }
    if (response.status !== 200) throw new PortalUnavailable('upstream', `portal answered HTTP ${response.status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new PortalUnavailable('upstream', 'portal answered something that is not JSON');
    }
    if (!check.Check(parsed)) throw new PortalUnavailable('upstream', 'portal answered JSON of an unexpected shape');
    return parsed as T;
  }

  return {
    kind: 'remote',
    verify: (key) => cache.verify(key, () => call<Verification>(PORTAL_PATHS.verify, { key }, verifyReplyCheck)),
    consume: (principal) => call<QuotaDecision>(PORTAL_PATHS.consume, { principal }, consumeReplyCheck),
    forget: (keyId) => cache.forget(keyId),
    async ready() {
      try {
        await call(PORTAL_PATHS.verify, { key: 'readiness-probe' }, verifyReplyCheck);
        return { ok: true, detail: options.url };
      } catch (error) {
        return { ok: false, detail: (error as Error).message };
      }
    },
    close: async () => {},
  };
}
