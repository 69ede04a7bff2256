import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

/** The answer of GET /api/operator/releases, as far as the table reads it. */
export interface ReleasesAnswer {
  releases: Array<{
    remote: RemoteName;
    version: string;
    contractsVersion: string;
    builtAt: string;
    releasedAt: string;
    withdrawnAt: string | null;
    folder: boolean;
  }>;
  status: {
    active: Record<string, string | null>;
    fallback: Record<string, string | null>;
    canaries: Array<{ remote: string; version: string; percent: number }>;
    recentFallbacks: Array<{
      remote: string;
      fromVersion: string;
      toVersion: string;
      count: number;
      loaded: number;
      failed: number;
      firstSeen: string;
      lastSeen: string;
    }>;
  };
  rollbacks: Array<{ remote: string; fromVersion: string | null; toVersion: string; by: string; at: string }>;
}

/** A time to the minute, in UTC (the header says so). */
const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Text from the server, printed to a terminal: no control characters (escape sequences). */
const clean = (text: string) => text.replace(/\p{Cc}/gu, '?');

/** Columns padded to their widest cell, two spaces apart. */
export function formatTable(rows: string[][], indent = '  '): string[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) =>
    (indent + row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).trimEnd(),
  );
}

function marks(answer: ReleasesAnswer, remote: string, release: ReleasesAnswer['releases'][number]) {
  const canary = answer.status.canaries.find((c) => c.remote === remote && c.version === release.version);
  return [
    answer.status.active[remote] === release.version ? 'active' : '',
    canary ? `canary ${canary.percent}%` : '',
    answer.status.fallback[remote] === release.version ? 'fall-back' : '',
    release.withdrawnAt ? 'withdrawn' : '',
    release.folder ? '' : 'no folder',
  ]
    .filter(Boolean)
    .join(', ');
}

function remoteSection(answer: ReleasesAnswer, remote: RemoteName): string[] {
  const releases = answer.releases.filter((release) => release.remote === remote);
  if (releases.length === 0) return [remote, '  (no releases)'];
  const lines = [
    remote,
    ...formatTable([
      ['VERSION', 'BUILT', 'RELEASED', 'STATE', 'CONTRACTS'],
      ...releases.map((release) => [
        clean(release.version),
        when(release.builtAt),
        when(release.releasedAt),
        marks(answer, remote, release),
        clean(release.contractsVersion),
      ]),
    ]),
  ];
  const reports = answer.status.recentFallbacks.filter((report) => report.remote === remote);
  if (reports.length > 0) {
    lines.push('  fall-backs browsers reported:');
    lines.push(
      ...formatTable(
        [
          ['FROM', 'TO', 'REPORTS', 'LOADED', 'FAILED', 'FIRST', 'LAST'],
          ...reports.map((report) => [
            clean(report.fromVersion),
            clean(report.toVersion),
            String(report.count),
            String(report.loaded),
            String(report.failed),
            when(report.firstSeen),
            when(report.lastSeen),
          ]),
        ],
        '    ',
      ),
    );
  }
  return lines;
}

/** `npm run shop -- releases` for a person: a table per remote, then the recent rollbacks. */
export function releasesTable(answer: ReleasesAnswer, only?: RemoteName): string {
  const remotes = only ? [only] : REMOTE_NAMES;
  const rollbacks = answer.rollbacks.filter((rollback) => !only || rollback.remote === only);
  const sections = remotes.map((remote) => remoteSection(answer, remote).join('\n'));
  const rollbackLines =
    rollbacks.length === 0
      ? ['  (none recorded)']
      : formatTable([
          ['WHEN', 'REMOTE', 'FROM', 'TO', 'BY'],
          ...rollbacks.map((rollback) => [
            when(rollback.at),
            clean(rollback.remote),
            clean(rollback.fromVersion ?? '?'),
            clean(rollback.toVersion),
            clean(rollback.by),
          ]),
        ]);
  return [...sections, ['Recent rollbacks', ...rollbackLines].join('\n'), 'Times are UTC.'].join('\n\n');
}
