import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface Received {
  to: string;
  raw: string;
}

/** A real SMTP server on loopback that hands each message to whoever waits for its address. */
export class Inbox {
  private readonly messages: Received[] = [];
  private readonly waiters: Array<{ to: string; resolve: (message: Received) => void }> = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(',');
        this.deliver({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });

  /** Starts listening and answers the SMTP_URL for the shop. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next message to this address (waits for it). */
  next(to: string): Promise<Received> {
    const address = to.toLowerCase();
    const index = this.messages.findIndex((message) => message.to === address);
    if (index >= 0) return Promise.resolve(this.messages.splice(index, 1)[0] as Received);
    return new Promise((resolve) => this.waiters.push({ to: address, resolve }));
  }

  /** The link of the next message to this address whose path is `path`. */
  async nextLink(to: string, path: string): Promise<URL> {
    const { raw } = await this.next(to);
    return linkIn(raw, path);
  }

  private deliver(message: Received): void {
    const index = this.waiters.findIndex((waiter) => waiter.to === message.to);
    if (index >= 0) this.waiters.splice(index, 1)[0]?.resolve(message);
    else this.messages.push(message);
  }
}

/** The first link to `path` in a message, undoing quoted-printable soft breaks and escapes. */
function linkIn(raw: string, path: string): URL {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  for (const match of decoded.matchAll(/https?:\/\/[^\s"<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname === path) return url;
  }
  throw new Error(`no ${path} link in:\n${raw}`);
}
