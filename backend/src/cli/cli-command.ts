import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Config } from '../config';
import type { Database } from '../db/database';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

export interface CliContext {
  io: CliIo;
  /** The validated configuration, loaded on first use (so `help` works whatever the environment). */
  config(): Config;
  /** The configured database, opened and migrated on first use, closed when the command ends. */
  database(): Promise<Database>;
  /** Where the operator ran `npm run shop`: relative file names are taken from here. */
  cwd: string;
}

/**
 * One operator command. Each lives in its own file under cli/commands/ and is listed once in
 * cli/commands/index.ts. `run` answers the process exit code.
 */
export interface CliCommand {
  name: string;
  /** One line for the help list. */
  summary: string;
  /** Arguments after the command name, e.g. '--products <n>'. */
  usage: string;
  run(args: string[], context: CliContext): Promise<number>;
}

/** Wrong arguments: the runner prints the message and the command's usage, and exits with 2. */
export class CliUsageError extends Error {}

/** The shop refused or could not do it (no such order, the server holds the data folder…): message, exit 1. */
export class CliRefusal extends Error {}

/** An error's message; checked by shape, as errors from node: modules may come from another realm (Jest). */
export function messageOf(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return String(error);
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, strict, with its errors turned into usage errors. */
export function parseCommandArgs<T extends Options>(args: string[], options: T, positionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: positionals > 0, strict: true });
  } catch (error) {
    throw new CliUsageError(messageOf(error));
  }
  if (parsed.positionals.length > positionals) {
    throw new CliUsageError(`unexpected argument '${parsed.positionals[positionals] ?? ''}'`);
  }
  return parsed;
}

/** A whole number option within bounds, or a usage error naming the option. */
export function integerOption(
  value: string | undefined,
  name: string,
  min: number,
  max: number,
): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < min || number > max) {
    throw new CliUsageError(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return number;
}
