import { remoteNameSchema } from 'shared-contracts';
import { CliUsageError, messageOf, parseCommandArgs, type CliCommand, type CliContext } from '../cli-command';
import { operatorRequest } from '../operator-client';

function remoteArg(value: string | undefined) {
  const parsed = remoteNameSchema.safeParse(value);
  if (!parsed.success) throw new CliUsageError(`name a remote: ${remoteNameSchema.options.join(', ')}`);
  return parsed.data;
}

/** Runs one registry call and prints its answer as JSON (operators pipe it into jq). */
async function call(
  context: CliContext,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
): Promise<number> {
  try {
    context.io.out(JSON.stringify(await operatorRequest(context, method, route, body), null, 2));
    return 0;
  } catch (error) {
    context.io.err(messageOf(error));
    return 1;
  }
}

const by = () => process.env.USER ?? 'operator';

export const releasesCommand: CliCommand = {
  name: 'releases',
  summary: 'List the releases of each remote, what is active, canaries and recent fall-backs',
  usage: '[remote]',
  async run(args, context) {
    const { positionals } = parseCommandArgs(args, {}, 1);
    const query = positionals[0] ? `?remote=${remoteArg(positionals[0])}` : '';
    return call(context, 'GET', `/api/operator/releases${query}`);
  },
};

export const registerReleaseCommand: CliCommand = {
  name: 'register-release',
  summary: 'Record a release folder already under build/remotes and make it active (or a canary)',
  usage: '<remote> <version> [--canary <percent>]',
  async run(args, context) {
    const { values, positionals } = parseCommandArgs(args, { canary: { type: 'string' } }, 2);
    const remote = remoteArg(positionals[0]);
    if (!positionals[1]) throw new CliUsageError('the release version is missing');
    const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
    if (
      canaryPercent !== undefined &&
      !(Number.isInteger(canaryPercent) && canaryPercent >= 1 && canaryPercent <= 100)
    ) {
      throw new CliUsageError('--canary takes a whole percentage from 1 to 100');
    }
    return call(context, 'POST', '/api/operator/releases', {
      remote,
      version: positionals[1],
      by: by(),
      canaryPercent,
    });
  },
};

export const rollbackCommand: CliCommand = {
  name: 'rollback',
  summary: 'Serve the previous release of a remote (or a named one) from the next page load on',
  usage: '<remote> [version]',
  async run(args, context) {
    const { positionals } = parseCommandArgs(args, {}, 2);
    const remote = remoteArg(positionals[0]);
    return call(context, 'POST', `/api/operator/remotes/${remote}/rollback`, {
      version: positionals[1],
      by: by(),
    });
  },
};

export const promoteCommand: CliCommand = {
  name: 'promote',
  summary: "Make a remote's canary (or a named version) the release for everyone",
  usage: '<remote> [version]',
  async run(args, context) {
    const { positionals } = parseCommandArgs(args, {}, 2);
    const remote = remoteArg(positionals[0]);
    return call(context, 'POST', `/api/operator/remotes/${remote}/promote`, {
      version: positionals[1],
      by: by(),
    });
  },
};

export const canaryCommand: CliCommand = {
  name: 'canary',
  summary: 'Serve a release of a remote to a share of visitors (0 ends the canary)',
  usage: '<remote> <version> <percent>',
  async run(args, context) {
    const { positionals } = parseCommandArgs(args, {}, 3);
    const remote = remoteArg(positionals[0]);
    const percent = Number(positionals[2]);
    if (!positionals[1] || !Number.isInteger(percent) || percent < 0 || percent > 100) {
      throw new CliUsageError('name the version and a whole percentage from 0 to 100');
    }
    return call(context, 'POST', `/api/operator/remotes/${remote}/canary`, {
      version: positionals[1],
      percent,
    });
  },
};
