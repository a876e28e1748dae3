/**
 * What a server on the embedded database leaves in DATA_DIR so that a newcomer never restarts it:
 * - `admin-token`: the operator token, made on first start when ADMIN_TOKEN is not set (readable by this user only);
 *   it signs the operator in to the dashboard and authorises the CLI;
 * - `server.json`: where the server listens, written once it listens and removed when it stops. The embedded
 *   database serves one process, so while the server runs the CLI sends its requests there instead of opening
 *   DATA_DIR itself. It holds no secret: only the paths of the token and certificate files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './db/client.ts';
import { randomBase62 } from './ids.ts';

export interface ServerRecord {
  pid: number;
  /** base URL reachable from this machine */
  url: string;
  /** the file holding the token the server accepts, or null when it was given ADMIN_TOKEN */
  adminTokenFile: string | null;
  /** the certificate to trust (TLS_SELF_SIGNED), or null */
  caFile: string | null;
}

const TOKEN_FILE = 'admin-token';
const SERVER_FILE = 'server.json';

export interface OperatorToken {
  token: string;
  file: string;
  created: boolean;
}

/** DATA_DIR/admin-token, made with 190 random bits when missing (two starts racing read the winner's). */
export function operatorToken(dataDir: string): OperatorToken {
  const file = path.resolve(dataDir, TOKEN_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const token = randomBase62(32);
    fs.writeFileSync(file, `${token}\n`, { flag: 'wx', mode: 0o600 });
    return { token, file, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const token = fs.readFileSync(file, 'utf8').trim();
  if (token.length < 16) throw new Error(`${file} must hold a token of at least 16 characters; delete it to have a new one made`);
  return { token, file, created: false };
}

/** The base URL of a server listening on host:port, as seen from the same machine (a wildcard address → loopback). */
export function localUrl(host: string, port: number, tls: boolean): string {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  const name = wildcard ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `${tls ? 'https' : 'http'}://${name}:${port}`;
}

/** Writes DATA_DIR/server.json; the returned function removes it (if it is still this process's). */
export function publishServer(dataDir: string, record: ServerRecord): () => void {
  const file = path.resolve(dataDir, SERVER_FILE);
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return () => {
    if (runningServerRecord(file)?.pid === record.pid) fs.rmSync(file, { force: true });
  };
}

function runningServerRecord(file: string): ServerRecord | null {
  let record: ServerRecord;
  try {
    record = JSON.parse(fs.readFileSync(file, 'utf8')) as ServerRecord;
  } catch {
    return null;
  }
  return Number.isInteger(record.pid) && typeof record.url === 'string' ? record : null;
}

/** The server running on DATA_DIR, or null when none is (a record left by a process that died is ignored). */
export function runningServer(dataDir: string): ServerRecord | null {
  const record = runningServerRecord(path.resolve(dataDir, SERVER_FILE));
  return record && record.pid !== process.pid && isAlive(record.pid) ? record : null;
}
