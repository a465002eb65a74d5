import net from 'node:net';

// A TCP proxy on loopback in front of the test PostgreSQL server, so a test can take the
// database away from the backend and give it back without touching the shared server: cut()
// drops every connection and refuses new ones (as a server that is down or restarting),
// restore() lets them through again. cutWhenSent(text) cuts at the moment the backend sends
// a statement containing `text`, before the server sees it: the middle of a transaction.

export type TcpProxy = {
  port: number;
  cut: () => void;
  cutWhenSent: (text: string) => void;
  restore: () => void;
  /** Connections refused while cut. */
  refused: () => number;
  close: () => Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let cut = false;
  let refused = 0;
  let trigger: string | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A cut connection errors on both sides; the backend's driver sees it, not the proxy.
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    if (cut) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      if (trigger !== undefined && chunk.includes(trigger)) {
        trigger = undefined;
        cutNow();
        return;
      }
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  function cutNow() {
    cut = true;
    for (const socket of sockets) socket.destroy();
  }
  return {
    port,
    cut: cutNow,
    cutWhenSent: (text) => {
      trigger = text;
    },
    restore: () => {
      cut = false;
    },
    refused: () => refused,
    close: async () => {
      cutNow();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
