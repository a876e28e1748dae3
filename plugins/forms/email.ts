const WHITESPACE = /\s/u;
/** DNS names are at most 253 characters; longer is no address (and would cost a walk over every suffix). */
const MAX_DOMAIN = 253;

/**
 * The domain of `local@domain.tld` — one `@`, no whitespace, a dot inside a domain of at most 253 characters —
 * or null. The rule of `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` checked in one pass: that regex backtracks quadratically
 * (2.5 s on a 30,000-character value), and spam screening runs it on every submitted value.
 */
export function emailDomain(value: string): string | null {
  const at = value.indexOf('@');
  if (at < 1 || value.includes('@', at + 1) || WHITESPACE.test(value)) return null;
  const domain = value.slice(at + 1);
  return domain.length <= MAX_DOMAIN && domain.slice(1, -1).includes('.') ? domain : null;
}
