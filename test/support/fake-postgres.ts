import net from 'node:net';

/**
 * Stand-ins for a PostgreSQL outage, on 127.0.0.1: a port nobody listens on (connections refused), a server
 * that accepts and never answers, one that completes the startup handshake and then never answers a query,
 * and a proxy to a real server that can be switched to either failure while connections are open.
 */
export interface Listening {
  url: string;
  close(): Promise<void>;
}

function listen(onConnection: (socket: net.Socket) => void): Promise<Listening & { sockets: Set<net.Socket>; server: net.Server; port: number }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    onConnection(socket);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const port = (server.address() as net.AddressInfo).port;
    resolve({
      server, sockets, port, url: `postgres://outage@127.0.0.1:${port}/outage`,
      close: () => new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
    });
  }));
}

export async function closedPort(): Promise<string> {
  const probe = await listen(() => {});
  await probe.close();
  return probe.url;
}

export const acceptsAndNeverAnswers = () => listen(() => {});

/** AuthenticationOk, BackendKeyData and ReadyForQuery('I'), then silence. */
const HANDSHAKE = Buffer.concat([
  Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]),
  Buffer.from([0x4b, 0, 0, 0, 12, 0, 0, 0, 1, 0, 0, 0, 2]),
  Buffer.from([0x5a, 0, 0, 0, 5, 0x49]),
]);

export const answersHandshakeOnly = () => listen((socket) => socket.once('data', () => socket.write(HANDSHAKE)));

export type ProxyMode = 'pass' | 'silent' | 'refuse';

/** A TCP proxy to `target`: 'silent' swallows traffic both ways on open and new connections, 'refuse' closes everything. */
export async function switchableProxy(target: URL) {
  let mode: ProxyMode = 'pass';
  const upstreams = new Set<net.Socket>();
  const proxy = await listen((client) => {
    if (mode === 'refuse') return void client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => mode === 'pass' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'pass' && client.write(chunk));
  });
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  let listening = true;
  return {
    url: url.toString(),
    async set(next: ProxyMode) {
      mode = next;
      if (next === 'refuse') {
        for (const socket of [...proxy.sockets, ...upstreams]) socket.destroy();
        if (listening) await new Promise<void>((done) => proxy.server.close(() => done()));
        listening = false;
      } else if (!listening) {
        await new Promise<void>((done) => proxy.server.listen(proxy.port, '127.0.0.1', () => done()));
        listening = true;
      }
    },
    close: async () => {
      for (const socket of upstreams) socket.destroy();
      if (listening) await proxy.close();
    },
  };
}
