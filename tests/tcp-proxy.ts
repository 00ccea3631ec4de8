// A loopback TCP proxy a test can cut and restore, to play "the database went away" without
// stopping the machine's PostgreSQL.
import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Refuse new connections and reset open ones, like a stopped server. */
  stop(): Promise<void>;
  /** Accept connections again on the same port. */
  start(): Promise<void>;
  /** Keep every connection open but pass nothing on, new ones included: a network dropping packets. */
  silence(): void;
  /** Pass new connections on again (silenced ones stay silent, as a real dead connection would). */
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const pairs = new Set<[net.Socket, net.Socket]>();
  let port = 0;
  let silent = false;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const track = (s: net.Socket) => {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {});
        };
        track(client);
        if (silent) return;
        const upstream = net.connect(targetPort, targetHost);
        track(upstream);
        const pair: [net.Socket, net.Socket] = [client, upstream];
        pairs.add(pair);
        client.pipe(upstream).pipe(client);
        client.on("close", () => (upstream.destroy(), pairs.delete(pair)));
        upstream.on("close", () => client.destroy());
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const stop = async () => {
    for (const s of sockets) s.resetAndDestroy();
    sockets.clear();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  };

  const silence = () => {
    silent = true;
    for (const [client, upstream] of pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
    }
    pairs.clear();
  };

  await listen();
  return { get port() { return port; }, stop, start: listen, close: stop, silence, resume: () => void (silent = false) };
}
