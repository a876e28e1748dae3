import { describe, expect, test } from 'bun:test';
import { clientAddress, parseProxyTrust } from '../../src/client-address.ts';
import { recordTransportAddress } from '../../src/request-context.ts';
import { testApp } from '../support/app.ts';
import { makeKey } from '../support/keys.ts';

const trust = (raw: string) => parseProxyTrust(raw)!;

describe('TRUST_PROXY: the right-most X-Forwarded-For address not added by a trusted hop', () => {
  test('nothing trusted: the socket peer, whatever the header says', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.7', trust('false'))).toBe('10.0.0.1');
  });

  test('true = one hop: the address the proxy appended, not what the client wrote', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.7', trust('true'))).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1', '203.0.113.7', trust('1'))).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1', null, trust('1'))).toBe('10.0.0.1');
  });

  test('a hop count walks that many hops from the peer', () => {
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.7, 10.0.0.9', trust('2'))).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.1', '203.0.113.7', trust('3'))).toBe('203.0.113.7');
  });

  test('CIDRs: trusted hops are skipped, the first untrusted address is the client (IPv4, IPv6, mapped)', () => {
    const ranges = trust('10.0.0.0/8, fd00::/8');
    expect(clientAddress('10.0.0.1', '6.6.6.6, 203.0.113.7, 10.9.9.9', ranges)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:10.0.0.1', '6.6.6.6, 203.0.113.7', ranges)).toBe('203.0.113.7');
    expect(clientAddress('fd00::1', '2001:db8::7', ranges)).toBe('2001:db8::7');
    expect(clientAddress('198.51.100.1', '6.6.6.6', ranges)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.1', 'not-an-ip', ranges)).toBe('10.0.0.1');
  });

  test('bad values are refused', () => {
    for (const raw of ['maybe', '10.0.0.0/99', '300.1.1.1', '1.2.3.4, nope']) expect(parseProxyTrust(raw)).toBeNull();
  });

  test('rotating the left-most entry cannot escape the per-address limit', async () => {
    const server = await testApp({ TRUST_PROXY: '1', BURST_LIMIT: '3' });
    const from = (forwardedFor: string) => {
      const request = new Request('http://localhost/api/analyze', { method: 'POST', headers: { 'x-forwarded-for': forwardedFor } });
      recordTransportAddress(request, '10.0.0.1');
      return server.app.handle(request);
    };
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await from(`6.6.6.${i}, 203.0.113.7`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await from('6.6.6.6, 203.0.113.8')).status).toBe(401);
  });
});

describe('the socket peer is asked for only when the address is needed', () => {
  test('a valid analyzer key never asks; a caller without one does, once (its address bucket)', async () => {
    const server = await testApp({});
    const key = await makeKey(server, { service: 'analyze', plan: 'free' });
    const send = (headers: Record<string, string>) => {
      let asked = 0;
      const request = new Request('http://localhost/api/analyze', {
        method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ prompt: 'count orders' }),
      });
      recordTransportAddress(request, () => {
        asked++;
        return '10.0.0.1';
      });
      return server.app.handle(request).then((response) => ({ status: response.status, asked }));
    };
    expect(await send({ authorization: `Bearer ${key.key}` })).toEqual({ status: 200, asked: 0 });
    expect(await send({})).toEqual({ status: 401, asked: 1 });
    await server.close();
  });
});
