import { adminHeaders, type TestApp } from './app.ts';

export interface CreatedKey {
  id: string;
  key: string;
  accountId: string;
  plan: string;
}

export async function makeKey(server: TestApp, body: Record<string, unknown>): Promise<CreatedKey> {
  const response = await server.request('/admin/keys', { method: 'POST', headers: adminHeaders, json: body });
  if (response.status !== 201) throw new Error(`key creation failed: ${response.status} ${await response.text()}`);
  return response.json();
}

export const analyze = (server: TestApp, key: string | null, json: unknown = { prompt: 'count orders' }, headers: Record<string, string> = {}) =>
  server.request('/api/analyze', {
    method: 'POST',
    headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers },
    json,
  });

/** A clock tests move by hand: no test sleeps through a window. */
export function manualClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms), set: (ms: number) => void (now = ms) };
}
