import { ConfigError } from '../config';
import { DataFolderBusyError } from '../db/data-folder-lock';
import { CliRefusal, CliUsageError, type CliCommand, type CliContext } from './cli-command';

function helpText(commands: readonly CliCommand[]): string {
  const width = Math.max(...commands.map((command) => command.name.length), 'help'.length) + 2;
  const lines = commands.map((command) => `  ${command.name.padEnd(width)}${command.summary}`);
  return [
    'Usage: npm run shop -- <command> [options]',
    '',
    'Commands:',
    ...lines,
    `  ${'help'.padEnd(width)}This list, or with a command name its usage`,
  ].join('\n');
}

const usageOf = (command: CliCommand) => `Usage: npm run shop -- ${command.name} ${command.usage}`.trimEnd();

/**
 * Runs one command line: `help` and unknown commands print the list; a usage error prints the
 * command's usage (exit 2); a configuration error or a refusal its message (exit 1). Answers the exit code.
 */
export async function runCli(
  argv: string[],
  commands: readonly CliCommand[],
  context: CliContext,
): Promise<number> {
  const [name, ...args] = argv;
  const { io } = context;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    const command = commands.find((candidate) => candidate.name === args[0]);
    io.out(command ? `${usageOf(command)}\n\n${command.summary}` : helpText(commands));
    return 0;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    io.err(`Unknown command '${name}'.\n\n${helpText(commands)}`);
    return 2;
  }
  try {
    return await command.run(args, context);
  } catch (error) {
    if (error instanceof CliUsageError) {
      io.err(`${error.message}\n${usageOf(command)}`);
      return 2;
    }
    if (error instanceof ConfigError || error instanceof CliRefusal || error instanceof DataFolderBusyError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
