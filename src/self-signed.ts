/**
 * TLS_SELF_SIGNED: a certificate for this machine's loopback names, made on first start in DATA_DIR/tls and reused
 * after, so a local start serves HTTPS (forms need it) without any certificate to obtain. Clients trust it by
 * pointing at the file (`curl --cacert DATA_DIR/tls/cert.pem`). node:crypto makes and signs keys but writes no
 * X.509, so the certificate's DER is assembled here: one fixed shape, ECDSA P-256 with SHA-256.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

const DAY_MS = 86_400_000;
/** 397 days: the longest lifetime browsers accept for a server certificate */
const LIFETIME_DAYS = 397;
/** renewed on a start this close to its expiry */
const RENEW_BEFORE_DAYS = 30;
export const SELF_SIGNED_NAMES = { dns: ['localhost'], ip: ['127.0.0.1', '::1'] } as const;

function length(size: number): number[] {
  if (size < 0x80) return [size];
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

const tlv = (tag: number, ...parts: Uint8Array[]): Uint8Array => {
  const content = Buffer.concat(parts);
  return Buffer.concat([Uint8Array.of(tag, ...length(content.length)), content]);
};
const sequence = (...parts: Uint8Array[]) => tlv(0x30, ...parts);
const explicit = (index: number, ...parts: Uint8Array[]) => tlv(0xa0 + index, ...parts);
const octets = (...parts: Uint8Array[]) => tlv(0x04, ...parts);
const TRUE = Uint8Array.of(0x01, 0x01, 0xff);

function oid(dotted: string): Uint8Array {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const body = [first! * 40 + second!];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let high = arc >> 7; high > 0; high >>= 7) chunk.unshift(0x80 | (high & 0x7f));
    body.push(...chunk);
  }
  return tlv(0x06, Uint8Array.from(body));
}

/** UTCTime until 2049, GeneralizedTime after (RFC 5280 4.1.2.5) */
function time(instant: Date): Uint8Array {
  const digits = instant.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
  return instant.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(digits.slice(2))) : tlv(0x18, Buffer.from(digits));
}

function ipBytes(address: string): Uint8Array {
  if (!address.includes(':')) return Uint8Array.from(address.split('.').map(Number));
  const [head, tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const words = [...groups(head!), ...Array(8 - groups(head!).length - groups(tail).length).fill(0), ...groups(tail)];
  return Uint8Array.from(words.flatMap((word) => [word >> 8, word & 0xff]));
}

const extension = (id: string, critical: boolean, value: Uint8Array) =>
  sequence(oid(id), ...(critical ? [TRUE] : []), octets(value));

const ECDSA_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

export interface SelfSigned {
  cert: string;
  key: string;
}

/** A self-signed certificate for localhost, 127.0.0.1 and ::1, valid from an hour before `now`. */
export function makeSelfSigned(now: Date = new Date()): SelfSigned {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const name = sequence(tlv(0x31, sequence(oid('2.5.4.3'), tlv(0x0c, Buffer.from('prompt-forms-server local')))));
  const serial = crypto.randomBytes(16);
  serial[0]! &= 0x7f;
  serial[0]! |= 0x01;
  const keyId = crypto.createHash('sha1').update(spki).digest();
  const altNames = sequence(
    ...SELF_SIGNED_NAMES.dns.map((dns) => tlv(0x82, Buffer.from(dns))),
    ...SELF_SIGNED_NAMES.ip.map((ip) => tlv(0x87, ipBytes(ip))),
  );
  const tbs = sequence(
    explicit(0, tlv(0x02, Uint8Array.of(2))),
    tlv(0x02, serial),
    ECDSA_SHA256,
    name,
    sequence(time(new Date(now.getTime() - DAY_MS / 24)), time(new Date(now.getTime() + LIFETIME_DAYS * DAY_MS))),
    name,
    spki,
    explicit(3, sequence(
      extension('2.5.29.19', true, sequence(TRUE)),
      // digitalSignature and keyCertSign
      extension('2.5.29.15', true, tlv(0x03, Uint8Array.of(0x02, 0x84))),
      extension('2.5.29.37', false, sequence(oid('1.3.6.1.5.5.7.3.1'))),
      extension('2.5.29.14', false, octets(keyId)),
      extension('2.5.29.17', false, altNames),
    )),
  );
  const signature = crypto.sign('sha256', tbs, privateKey);
  const der = sequence(tbs, ECDSA_SHA256, tlv(0x03, Uint8Array.of(0), signature));
  const pem = Buffer.from(der).toString('base64').replace(/.{1,64}/g, '$&\n');
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${pem}-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export interface TlsFiles {
  certFile: string;
  keyFile: string;
  /** made on this start (first start, or the previous one was close to expiry) */
  created: boolean;
}

function stillGood(certFile: string, keyFile: string, now: Date): boolean {
  if (!fs.existsSync(certFile) || !fs.existsSync(keyFile)) return false;
  const validTo = Date.parse(new crypto.X509Certificate(fs.readFileSync(certFile)).validTo);
  return validTo - now.getTime() > RENEW_BEFORE_DAYS * DAY_MS;
}

/** DATA_DIR/tls/cert.pem and key.pem (the key readable by this user only), made when missing or near expiry. */
export function ensureSelfSigned(dataDir: string, now: Date = new Date()): TlsFiles {
  const dir = path.join(dataDir, 'tls');
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  if (stillGood(certFile, keyFile, now)) return { certFile, keyFile, created: false };
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const made = makeSelfSigned(now);
  fs.writeFileSync(keyFile, made.key, { mode: 0o600 });
  fs.writeFileSync(certFile, made.cert);
  return { certFile, keyFile, created: true };
}

/** The certificate and key a runtime entry serves: TLS_CERT_FILE/TLS_KEY_FILE, the self-signed pair, or none. */
export function servedTls(config: Pick<Config, 'dataDir' | 'tlsSelfSigned' | 'tlsCertFile' | 'tlsKeyFile'>): TlsFiles | null {
  if (config.tlsSelfSigned) return ensureSelfSigned(config.dataDir);
  return config.tlsCertFile && config.tlsKeyFile ? { certFile: config.tlsCertFile, keyFile: config.tlsKeyFile, created: false } : null;
}
