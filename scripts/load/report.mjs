// Figures of a load run: per kind of request the count, the answers, the errors and the
// latency percentiles; as a console table and as a markdown report.
import os from 'node:os';

export function createStats(kinds) {
  const perKind = new Map(
    kinds.map((kind) => [kind.name, { kind, count: 0, ok: 0, business: 0, errors: 0, latencies: [] }]),
  );
  const perServer = new Map();
  const errorSamples = new Map();
  const record = (kind, server, answer) => {
    const entry = perKind.get(kind.name);
    entry.count += 1;
    entry.latencies.push(answer.ms);
    const serverEntry = perServer.get(server) ?? { count: 0, errors: 0 };
    perServer.set(server, serverEntry);
    serverEntry.count += 1;
    if (kind.ok.includes(answer.status)) entry.ok += 1;
    else if (kind.business?.includes(answer.status)) entry.business += 1;
    else {
      entry.errors += 1;
      serverEntry.errors += 1;
      const what = `${kind.name}: ${answer.status || answer.error} ${String(answer.body ?? '').slice(0, 120)}`;
      errorSamples.set(what, (errorSamples.get(what) ?? 0) + 1);
    }
  };
  return { perKind, perServer, errorSamples, record };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarise(stats, seconds) {
  const rows = [...stats.perKind.values()].map((entry) => {
    const sorted = Float64Array.from(entry.latencies).sort();
    return {
      kind: entry.kind.name,
      requests: entry.count,
      perSecond: entry.count / seconds,
      ok: entry.ok,
      business: entry.business,
      errors: entry.errors,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1] : 0,
    };
  });
  const total = rows.reduce((sum, row) => sum + row.requests, 0);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  return { rows, total, errors, perSecond: total / seconds };
}

const ms = (value) => `${value.toFixed(1)} ms`;

export function printSummary(summary) {
  console.table(
    summary.rows.map((row) => ({
      kind: row.kind,
      requests: row.requests,
      'req/s': row.perSecond.toFixed(1),
      ok: row.ok,
      '409 out of stock': row.business,
      errors: row.errors,
      p50: ms(row.p50),
      p99: ms(row.p99),
      max: ms(row.max),
    })),
  );
  console.log(
    `total ${summary.total} requests, ${summary.perSecond.toFixed(1)} req/s, ${summary.errors} errors`,
  );
}

export function markdownReport({ settings, summary, stats, invariants, seconds, passed }) {
  const cpus = os.cpus();
  const lines = [
    '# Load run (`npm run load`)',
    '',
    `${new Date().toISOString()} · ${cpus.length} × ${cpus[0]?.model ?? 'CPU'} · ${(os.totalmem() / 2 ** 30).toFixed(1)} GB · Node ${process.version} · ${passed ? '**passed**' : '**FAILED**'}`,
    '',
    `${settings.users} concurrent virtual users (closed loop, no think time) for ${seconds.toFixed(1)} s against ` +
      `${settings.servers} server processes on one PostgreSQL schema (${settings.products} seeded products) and one Redis; ` +
      'client, servers and database share this machine, over loopback.',
    '',
    '| kind | share | requests | req/s | ok | 409 out of stock | errors | p50 | p99 | max |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...summary.rows.map((row) => {
      const share =
        [...stats.perKind.values()].find((entry) => entry.kind.name === row.kind)?.kind.weight ?? 0;
      return `| ${row.kind} | ${share} % | ${row.requests} | ${row.perSecond.toFixed(1)} | ${row.ok} | ${row.business} | ${row.errors} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} |`;
    }),
    `| **all** | | **${summary.total}** | **${summary.perSecond.toFixed(1)}** | | | **${summary.errors}** | | | |`,
    '',
    'Per server: ' +
      [...stats.perServer]
        .map(([name, entry]) => `${name} ${entry.count} requests, ${entry.errors} errors`)
        .join('; '),
    '',
    '## Checks',
    '',
    ...invariants.map((check) => `- ${check.passed ? '✓' : '✗'} ${check.text}`),
    '',
    '"Errors" are 5xx answers, socket errors, time-outs (10 s) and any answer other than the expected ones;',
    "a 409 `outOfStock` from place-order is the shop's business answer to a sold-out product and is counted apart.",
  ];
  if (stats.errorSamples.size > 0) {
    lines.push('', '## Error samples', '');
    for (const [what, count] of stats.errorSamples) lines.push(`- ${count} × ${what}`);
  }
  return `${lines.join('\n')}\n`;
}
