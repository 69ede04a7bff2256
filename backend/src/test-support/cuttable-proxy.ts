import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real server (Redis) that a test can cut and restore on the same port:
 * cut, every connection through it is closed and new ones are refused, as when that server stops;
 * restored, it forwards again. Held, connections stay open but nothing is forwarded, as when the
 * network drops the packets; released, what was held goes on. Real sockets both ways, nothing
 * answered in the server's place.
 */
export class CuttableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly pipes = new Set<[Socket, Socket]>();
  private held = false;

  private constructor(
    private readonly target: { host: string; port: number },
    private port = 0,
  ) {}

  static async start(targetUrl: string): Promise<CuttableProxy> {
    const url = new URL(targetUrl);
    const proxy = new CuttableProxy({ host: url.hostname, port: Number(url.port || 6379) });
    await proxy.restore();
    return proxy;
  }

  /** The target's URL with the proxy's address in its place. */
  urlFor(targetUrl: string): string {
    const url = new URL(targetUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /** Listens again on the same port. */
  async restore(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => this.forward(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes every connection and stops listening: new connections are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Forwards nothing more, in either direction, on open connections and new ones. */
  hold(): void {
    this.held = true;
    for (const [from, to] of this.pipes) from.unpipe(to);
  }

  /** Forwards again, what arrived meanwhile first. */
  release(): void {
    this.held = false;
    for (const [from, to] of this.pipes) from.pipe(to);
  }

  private forward(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      const pipe: [Socket, Socket] = [from, to];
      this.sockets.add(from);
      this.pipes.add(pipe);
      if (!this.held) from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.sockets.delete(from);
        this.pipes.delete(pipe);
        to.destroy();
      });
    }
  }
}
