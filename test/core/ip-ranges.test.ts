import { describe, expect, test } from 'bun:test';
import { invalidAddressEntry, isListed, parseRange } from '../../src/ip-ranges.ts';

describe('IP addresses and ranges (proxy trust, allowlists, webhook targets)', () => {
  test('addresses and CIDR blocks, IPv4 and IPv6', () => {
    const list = ['203.0.113.7', '10.0.0.0/8', '2001:db8::/32'];
    expect(isListed(list, '203.0.113.7')).toBe(true);
    expect(isListed(list, '203.0.113.8')).toBe(false);
    expect(isListed(list, '10.200.3.4')).toBe(true);
    expect(isListed(list, '2001:db8:1::5')).toBe(true);
    expect(isListed(list, '2001:db9::5')).toBe(false);
  });

  test('an IPv4-mapped IPv6 address is the IPv4 address, and no IPv6 block swallows every IPv4 address', () => {
    expect(isListed(['10.0.0.0/8'], '::ffff:10.1.2.3')).toBe(true);
    expect(isListed(['::ffff:10.0.0.0/104'], '10.1.2.3')).toBe(true);
    expect(isListed(['::ffff:10.0.0.0/104'], '11.1.2.3')).toBe(false);
    expect(isListed(['::/128', 'fc00::/7'], '93.184.216.34')).toBe(false);
  });

  test('only dotted-decimal IPv4: the short and hexadecimal forms some parsers accept are not addresses', () => {
    for (const odd of ['10.1', '0x0a.0.0.1', '10.0.0.1/33', '10.0.0.1/8/8', 'example.com', '']) expect(parseRange(odd)).toBeNull();
    expect(isListed(['10.0.0.0/8'], '0x0a.0.0.1')).toBe(false);
    expect(invalidAddressEntry(['10.0.0.0/8', 'fd00::/8', 'ten'])).toBe('ten');
    expect(invalidAddressEntry(['10.0.0.0/8'])).toBeNull();
  });

  test('no list or no address lists nothing', () => {
    expect(isListed(undefined, '10.0.0.1')).toBe(false);
    expect(isListed([], '10.0.0.1')).toBe(false);
    expect(isListed(['10.0.0.0/8'], null)).toBe(false);
  });
});
