import type { Socket } from 'node:net';

interface Problem {
  status: number;
  code: string;
  text: string;
}

/** Fastify's refusals of a request's size, by Fastify's error code: the code and words the shop answers. */
const FASTIFY_PROBLEMS: Record<string, Problem> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'bodyTooLarge',
    text: 'The body of this request is too large.',
  },
  // A path parameter longer than the router takes (maxParamLength, 100 characters).
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'addressTooLong',
    text: 'The address of this request is too long.',
  },
};

/** The shop's own code and words for one of Fastify's refusals, if it has them. */
export function fastifyProblem(code: string | undefined): Problem | undefined {
  return code === undefined ? undefined : FASTIFY_PROBLEMS[code];
}

/** How long a connection that was refused may go on sending before it is cut. */
const DRAIN_MS = 5_000;

/** After the answer: the connection's end is sent, and what still arrives is read and dropped. */
export function drainThenClose(socket: Socket): void {
  socket.resume();
  socket.setTimeout(DRAIN_MS, () => socket.destroy());
}

/**
 * For an answer that closes the connection before the whole request has arrived (Fastify refuses a
 * body over its limit from the first bytes, with `connection: close`): Node would close the socket
 * as soon as the answer is written, and the bytes still coming in then make the kernel reset the
 * connection, so the client's upload fails with EPIPE or ECONNRESET and may lose the answer. The
 * connection is instead ended after the answer, as clientErrors does, and closes once the client
 * has finished sending (or after DRAIN_MS).
 */
export function closeAfterUpload(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    drainThenClose(socket);
  };
}
