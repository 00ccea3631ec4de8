// A loopback TCP proxy a test can cut and restore, to play "the database went away" without
// stopping the machine's PostgreSQL.
import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Refuse new connections and reset open ones, like a stopped server. */
  stop(): Promise<void>;
  /** Accept connections again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on("close", () => upstream.destroy());
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

  await listen();
  return { get port() { return port; }, stop, start: listen, close: stop };
}
