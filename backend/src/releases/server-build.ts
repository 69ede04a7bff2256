import { execFile } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** A release's Node build, beside its browser build (tooling/webpack/server-config.js). */
const SERVER_DIR = 'server';
const ENTRY = 'remoteEntry.js';
const LOAD_TIMEOUT_MS = 15_000;

/**
 * Requires the entry and asks the container for './routes' (which loads its chunks but does not
 * run its code). It runs in a child process because Node keeps every module it has required for
 * the life of the process: a refused release loaded by the server itself would stay in its
 * memory, and an entry that hangs would hang the server.
 */
const PROBE = `
const message = (error) => String(error instanceof Error ? error.message : error).split('\\n')[0];
const probe = async () => {
  let entry;
  try {
    entry = require(process.argv[1]);
  } catch (error) {
    return { stage: 'load', error: message(error) };
  }
  if (typeof entry?.init !== 'function' || typeof entry?.get !== 'function') return { stage: 'container' };
  try {
    await entry.get('./routes');
  } catch (error) {
    return { stage: 'routes', error: message(error) };
  }
  return { stage: 'ok' };
};
probe().then((answer) => process.stdout.write(JSON.stringify(answer), () => process.exit(0)));
`;

const probeAnswer = z.object({
  stage: z.enum(['load', 'container', 'routes', 'ok']),
  error: z.string().optional(),
});

/**
 * What keeps Node from using a server build as the remote's federation container, or undefined
 * when it loads, exports the container's `init` and `get`, and gives './routes'.
 */
export function probeServerEntry(file: string, timeoutMs = LOAD_TIMEOUT_MS): Promise<string | undefined> {
  const name = `${SERVER_DIR}/${ENTRY}`;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-e', PROBE, file],
      // No environment: the release's code has no business with the server's settings.
      { env: {}, timeout: timeoutMs, maxBuffer: 64 * 1024 },
      (error, stdout) => {
        if (error?.killed) return resolve(`${name} did not load within ${timeoutMs / 1000} s`);
        const answer = probeAnswer.safeParse(parseJson(stdout));
        if (!answer.success) return resolve(`${name} could not be checked: ${error?.message ?? stdout}`);
        const { stage, error: failure } = answer.data;
        if (stage === 'load') return resolve(`${name} does not load in Node: ${failure}`);
        if (stage === 'container')
          return resolve(`${name} does not export the federation container's functions init and get`);
        if (stage === 'routes') return resolve(`${name} gives no ./routes in Node: ${failure}`);
        resolve(undefined);
      },
    );
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The server build's entry: present, marked CommonJS, and loadable as a container. The repository's
 * package.json says "type": "module", so without server/package.json Node would read the
 * CommonJS entry as an ES module and fail at the first request, on every server.
 */
export async function serverEntryProblem(releaseDir: string): Promise<string | undefined> {
  const dir = path.join(releaseDir, SERVER_DIR);
  const entry = path.join(dir, ENTRY);
  if (!(await stat(entry).catch(() => undefined))?.isFile())
    return `the server build is missing (${SERVER_DIR}/${ENTRY})`;
  const marker = z
    .object({ type: z.literal('commonjs') })
    .safeParse(parseJson(await readFile(path.join(dir, 'package.json'), 'utf8').catch(() => '')));
  if (!marker.success) return `${SERVER_DIR}/package.json is missing or does not say "type": "commonjs"`;
  return probeServerEntry(entry);
}
