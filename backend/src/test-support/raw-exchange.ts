import { connect } from 'node:net';

export interface RawAnswer {
  /** What the server sent back, read as latin1 until it closed the connection. */
  text: string;
  /** The socket's error (EPIPE, ECONNRESET …), if the connection ended with one. */
  error?: string;
}

/**
 * Bytes that no HTTP client would send, on a connection of their own: `head` as it is, then `body`
 * (if any) as fast as the server takes it, then the end of the upload. Without a body the sending
 * side stays open, as a browser's does: a client that half-closes its connection may get no answer
 * from a handler that is still working. Reads until the server closes. For tests of what the server does with requests
 * its HTTP parser or body limits refuse, which `app.inject` and `fetch` cannot send.
 */
export function rawExchange(port: number, head: string, body: Buffer = Buffer.alloc(0)): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let error: string | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
    socket.on('close', () => resolve({ text, ...(error ? { error } : {}) }));
    socket.write(head);
    if (body.length === 0) return;
    let offset = 0;
    const pump = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 256 * 1024);
        offset += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', pump);
      }
      socket.end();
    };
    pump();
  });
}
