import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config';
import { integerOption, parseCommandArgs, type CliCommand, type CliContext } from './cli-command';
import { COMMANDS } from './commands/index';
import { runCli } from './run-cli';

function fakeContext() {
  const out: string[] = [];
  const err: string[] = [];
  const context: CliContext = {
    io: { out: (text) => out.push(text), err: (text) => err.push(text) },
    cwd: process.cwd(),
    config: () => loadConfig({ LOG_LEVEL: 'silent' }),
    database: () => Promise.reject(new Error('no database in this test')),
  };
  return { context, out, err };
}

const echo: CliCommand = {
  name: 'echo',
  summary: 'Prints its --times option',
  usage: '--times <n>',
  async run(args, context) {
    const { values } = parseCommandArgs(args, { times: { type: 'string' } });
    context.io.out(String(integerOption(values.times, 'times', 1, 3)));
    return 0;
  },
};

describe('the operator CLI', () => {
  it('lists every registered command under help, and with no command', async () => {
    for (const argv of [[], ['help'], ['--help']]) {
      const { context, out } = fakeContext();
      expect(await runCli(argv, COMMANDS, context)).toBe(0);
      for (const name of ['seed', 'import-products', 'list-products', 'help'])
        expect(out.join('\n')).toContain(name);
    }
  });

  it('shows the usage of one command', async () => {
    const { context, out } = fakeContext();
    expect(await runCli(['help', 'seed'], COMMANDS, context)).toBe(0);
    expect(out.join('\n')).toContain('npm run shop -- seed [--products <n>]');
  });

  it('refuses an unknown command with the list (exit 2)', async () => {
    const { context, err } = fakeContext();
    expect(await runCli(['nope'], COMMANDS, context)).toBe(2);
    expect(err.join('\n')).toMatch(/Unknown command 'nope'[\s\S]*import-products/);
  });

  it('runs a command, and answers a wrong option with its usage (exit 2)', async () => {
    const ok = fakeContext();
    expect(await runCli(['echo', '--times', '2'], [echo], ok.context)).toBe(0);
    expect(ok.out).toEqual(['2']);
    for (const argv of [
      ['echo', '--times', '9'],
      ['echo', '--colour'],
      ['echo', 'extra'],
    ]) {
      const bad = fakeContext();
      expect(await runCli(argv, [echo], bad.context)).toBe(2);
      expect(bad.err.join('\n')).toContain('Usage: npm run shop -- echo --times <n>');
    }
  });

  it('gives import-products a usage error without a file and seed one for a bad count', async () => {
    const noFile = fakeContext();
    expect(await runCli(['import-products'], COMMANDS, noFile.context)).toBe(2);
    const badCount = fakeContext();
    expect(await runCli(['seed', '--products', '1.5'], COMMANDS, badCount.context)).toBe(2);
    expect(badCount.err.join('\n')).toContain('--products must be a whole number');
  });
});
