// CPU time of a run, for "CPU per request": the server process's own (it includes PGlite, which
// runs inside it) and that of the PostgreSQL processes working for one database: its connections'
// backends and their parallel workers, which come and go during a query. A process's CPU is read
// from /proc/<pid>/stat (utime + stime); the processes of the database are found by sampling
// pg_stat_activity while the run goes, so a worker that started and ended between two samples
// of 100 ms is missed, and one that ended loses what it spent after its last sample: the
// database figure is a floor, close to the truth when work runs in long-lived backends.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { cpuSecondsOf } from './server-tools.mjs';

const SAMPLE_MS = 100;

/**
 * CPU seconds spent by a set of processes between a first and a last sample: `samples` is a list
 * of Maps pid → CPU seconds so far, in time order, the first taken before the run. A process seen
 * first after that started during the run, so all it had spent counts; a process gone before
 * the last sample counts up to its last sighting.
 */
export function cpuOfSamples(samples) {
  const first = new Map();
  const last = new Map();
  samples.forEach((sample, index) => {
    for (const [pid, seconds] of sample) {
      if (!first.has(pid)) first.set(pid, index === 0 ? seconds : 0);
      last.set(pid, seconds);
    }
  });
  let total = 0;
  for (const [pid, seconds] of last) total += Math.max(0, seconds - first.get(pid));
  return total;
}

/** Busy and total CPU ticks of the whole machine so far (/proc/stat's first line). */
export function machineTicks(stat = readFileSync('/proc/stat', 'utf8')) {
  const fields = stat.split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0); // idle + iowait
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** The share of the machine's CPU in use between two machineTicks readings, 0..1. */
export function busyShare(before, after) {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * Starts watching: the server process `serverPid` (if any) and, with `database` ({ adminUrl, name }), the
 * PostgreSQL processes of that database. stop() answers { server, database, machineBusy } in CPU
 * seconds (machineBusy: the share of all cores busy meanwhile, everything on the machine).
 */
export async function watchCpu({ serverPid, database }) {
  const machineBefore = machineTicks();
  const serverBefore = serverPid === undefined ? 0 : (cpuSecondsOf(serverPid) ?? 0);
  let client;
  const samples = [];
  const sample = async () => {
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database.name],
    );
    const seen = new Map();
    for (const { pid } of rows) {
      const seconds = cpuSecondsOf(pid);
      if (seconds !== undefined) seen.set(pid, seconds);
    }
    samples.push(seen);
  };
  let timer;
  let sampling = Promise.resolve();
  if (database) {
    // Connected to another database than the one watched, so this connection is not counted.
    client = new pg.Client({ connectionString: database.adminUrl });
    await client.connect();
    await sample();
    timer = setInterval(() => {
      sampling = sampling.then(sample).catch(() => undefined);
    }, SAMPLE_MS);
  }
  return {
    async stop() {
      clearInterval(timer);
      if (client) {
        await sampling;
        await sample();
        await client.end();
      }
      return {
        server: serverPid === undefined ? 0 : (cpuSecondsOf(serverPid) ?? serverBefore) - serverBefore,
        database: client ? cpuOfSamples(samples) : undefined,
        machineBusy: busyShare(machineBefore, machineTicks()),
      };
    },
  };
}
