import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string;
  raw: string;
}

/** A real SMTP server on loopback that hands each message to whoever waits for that address. */
export class Inbox {
  private readonly messages: Received[] = [];
  private readonly waiters: Array<{ to: string; resolve: (message: Received) => void }> = [];
  readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        this.deliver({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  next(to: string): Promise<Received> {
    const index = this.messages.findIndex((message) => message.to === to);
    if (index >= 0) return Promise.resolve(this.messages.splice(index, 1)[0] as Received);
    return new Promise((resolve) => this.waiters.push({ to, resolve }));
  }

  private deliver(message: Received): void {
    const index = this.waiters.findIndex((waiter) => waiter.to === message.to);
    if (index >= 0) this.waiters.splice(index, 1)[0]?.resolve(message);
    else this.messages.push(message);
  }
}

/** The first link to the shop in a message, undoing quoted-printable soft breaks and escapes. */
export function linkIn(raw: string): URL {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/[^\s"<>]+/.exec(decoded);
  if (!match) throw new Error(`no link in:\n${raw}`);
  return new URL(match[0]);
}
