// The output of `npm run dev`'s processes, one line at a time, each line labelled with its process.
import { createInterface } from 'node:readline';

/** Calls back with each whole line the stream writes. */
export function eachLine(stream, callback) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', callback);
}

/** Writes each line of the stream to `target` (stdout or stderr), labelled. */
export function labelLines(label, stream, target) {
  eachLine(stream, (line) => target.write(`[${label}] ${line}\n`));
}
