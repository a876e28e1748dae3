import { describe, expect, test } from 'bun:test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startServer } from '../support/process.ts';
import { tempDir } from '../support/app.ts';

const root = path.join(import.meta.dir, '../..');
const ADMIN_TOKEN = 'tls-admin-token-0123456789';

describe('HTTPS served by the server itself (TLS_CERT_FILE / TLS_KEY_FILE)', () => {
  test('forms answer over native TLS with the key\'s limits applied', async () => {
    const dir = tempDir('pfs-tls');
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'pipe' });
    const server = await startServer(['bun', path.join(root, 'src/main.ts')], {
      env: { TLS_CERT_FILE: cert, TLS_KEY_FILE: key, ADMIN_TOKEN, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' },
    });
    const url = server.url.replace('http://', 'https://');
    const insecure = { tls: { rejectUnauthorized: false } } as RequestInit;
    try {
      const created = await (await fetch(`${url}/admin/keys`, {
        ...insecure, method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ service: 'forms', plan: 'free' }),
      })).json();
      const forms = await fetch(`${url}/v1/forms`, { ...insecure, headers: { authorization: `Bearer ${created.key}` } });
      expect(forms.status).toBe(200);
      expect((await forms.json()).success).toBe(true);
      expect(forms.headers.get('x-ratelimit-limit')).toBe('30');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 60_000);
});
