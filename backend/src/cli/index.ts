import { createCliContext } from './cli-context';
import { COMMANDS } from './commands/index';
import { runCli } from './run-cli';

/** The operator CLI: `npm run shop -- <command>` (see `npm run shop -- help`). */
async function main(): Promise<number> {
  const io = { out: (text: string) => console.log(text), err: (text: string) => console.error(text) };
  // npm runs the workspace script in backend/; INIT_CWD is where the operator typed the command.
  const { context, close } = createCliContext(io, process.env, process.env.INIT_CWD ?? process.cwd());
  try {
    return await runCli(process.argv.slice(2), COMMANDS, context);
  } finally {
    await close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
