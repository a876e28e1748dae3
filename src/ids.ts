const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Base62 of `bytes` random bytes, fixed length (rejection sampling keeps it unbiased). Web Crypto's
 * cryptographically secure generator filling a fresh array costs a fraction of node:crypto's randomBytes per call
 * (one call per stored submission).
 */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < 248 && out.length < length) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

export const newId = (prefix: string): string => `${prefix}_${randomBase62(16)}`;
