import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A check of `Authorization: Bearer <secret>` for operator secrets (ADMIN_TOKEN, PORTAL_SECRET): both sides are
 * hashed first, so the comparison is constant-time whatever the presented length.
 */
export function secretBearerMatcher(secret: string): (authorization: string | null) => boolean {
  const expected = digest(secret);
  return (authorization) => {
    const presented = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
    return presented !== undefined && timingSafeEqual(digest(presented), expected);
  };
}
