import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring view tokens: `<formId>.<viewId>.<issuedAtMs>.<signature>` with an HMAC-SHA256 over the
 * first three parts. The server measures completion time from `issuedAt`, so a client cannot forge it.
 */
export const VIEW_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface ViewClaims {
  formId: string;
  viewId: string;
  issuedAt: number;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function issueViewToken(secret: string, claims: ViewClaims): { viewToken: string; expiresAt: string } {
  const payload = `${claims.formId}.${claims.viewId}.${claims.issuedAt}`;
  return { viewToken: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(claims.issuedAt + VIEW_TOKEN_TTL_MS).toISOString() };
}

/** The claims of a genuine, unexpired token for this form, else null. */
export function readViewToken(secret: string, token: string, formId: string, now: number): ViewClaims | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [tokenFormId, viewId, issued, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${tokenFormId}.${viewId}.${issued}`));
  const presented = Buffer.from(signature);
  if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) return null;
  const issuedAt = Number(issued);
  if (tokenFormId !== formId || !Number.isSafeInteger(issuedAt) || issuedAt > now || now - issuedAt > VIEW_TOKEN_TTL_MS) return null;
  return { formId, viewId, issuedAt };
}

/** Seconds from view to submit, one decimal, as the DESIGN pins it. */
export const completionSeconds = (claims: ViewClaims, now: number) => Math.round((now - claims.issuedAt) / 100) / 10;
