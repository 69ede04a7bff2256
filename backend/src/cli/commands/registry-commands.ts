import { remoteNameSchema } from 'shared-contracts';
import {
  CliUsageError,
  integerOption,
  messageOf,
  parseCommandArgs,
  type CliCommand,
  type CliContext,
} from '../cli-command';
import { operatorRequest } from '../operator-client';
import { releasesTable, type ReleasesAnswer } from './releases-table';

function remoteArg(value: string | undefined) {
  const parsed = remoteNameSchema.safeParse(value);
  if (!parsed.success) throw new CliUsageError(`name a remote: ${remoteNameSchema.options.join(', ')}`);
  return parsed.data;
}

/**
 * Runs one registry call and prints its answer: as JSON (operators pipe it into jq), or as
 * `show` writes it for a person. A refusal or an unreachable server: its message, exit 1.
 */
async function call(
  context: CliContext,
  method: 'GET' | 'POST',
  route: string,
  body?: unknown,
  show: (answer: unknown) => string = (answer) => JSON.stringify(answer, null, 2),
): Promise<number> {
  let answer: unknown;
  try {
    answer = await operatorRequest(context, method, route, body);
  } catch (error) {
    context.io.err(messageOf(error));
    return 1;
  }
  context.io.out(show(answer));
  return 0;
}

const asJson = (answer: unknown) => JSON.stringify(answer, null, 2);

const by = () => process.env.USER ?? 'operator';

export const releasesCommand: CliCommand = {
  name: 'releases',
  summary:
    'A table per remote of its releases (active, canary, fall-back, withdrawn), fall-backs and rollbacks',
  usage: '[remote] [--json]',
  async run(args, context) {
    const { values, positionals } = parseCommandArgs(args, { json: { type: 'boolean' } }, 1);
    const remote = positionals[0] ? remoteArg(positionals[0]) : undefined;
    const query = remote ? `?remote=${remote}` : '';
    return call(context, 'GET', `/api/operator/releases${query}`, undefined, (answer) =>
      values.json ? asJson(answer) : releasesTable(answer as ReleasesAnswer, remote),
    );
  },
};

interface PruneAnswer {
  removed: string[];
  kept: Array<{ version: string; because: string }>;
}

function pruneReport(remote: string, answer: PruneAnswer): string {
  const removed =
    answer.removed.length === 0
      ? `No release folder of ${remote} removed.`
      : `Removed ${answer.removed.length} release folder(s) of ${remote}: ${answer.removed.join(', ')}`;
  const kept = answer.kept.map((entry) => `${entry.version} (${entry.because})`).join(', ');
  return `${removed}\nKept: ${kept || 'none'}`;
}

export const pruneCommand: CliCommand = {
  name: 'prune',
  summary: "Remove a remote's old release folders: keeps the newest N and the active, canary and fall-back",
  usage: '<remote> --keep <n> [--json]',
  async run(args, context) {
    const { values, positionals } = parseCommandArgs(
      args,
      { keep: { type: 'string' }, json: { type: 'boolean' } },
      1,
    );
    const remote = remoteArg(positionals[0]);
    const keep = integerOption(values.keep, 'keep', 0, 1000);
    if (keep === undefined)
      throw new CliUsageError('--keep is missing: how many of the newest releases to keep');
    return call(context, 'POST', `/api/operator/remotes/${remote}/prune`, { keep }, (answer) =>
      values.json ? asJson(answer) : pruneReport(remote, answer as PruneAnswer),
    );
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
