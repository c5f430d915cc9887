import net from 'node:net';

/**
 * The network between the browser and the server at `target`, as a TCP relay on 127.0.0.1 that counts the bytes the server
 * sends (headers included: what a visitor pays for) and can be cut: refused connections, like a phone with no signal.
 */
export async function relay(target: string) {
  const { hostname, port: targetPort } = new URL(target);
  let received = 0;
  let online = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!online) return void client.destroy();
    const upstream = net.connect(Number(targetPort), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.on('data', (chunk: Buffer) => void (received += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    cut: () => {
      online = false;
      for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
