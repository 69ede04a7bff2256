// What the bench's server parts share: the production server as a child process (with its
// output kept, so a part can count what it logged under load), its CPU time and memory from /proc,
// a PostgreSQL schema of its own per run, and the autocannon run the API and page parts use.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const CLOCK_TICKS = 100; // USER_HZ of /proc/<pid>/stat on Linux

/** VmRSS and VmHWM (peak) of a process, in bytes; undefined where /proc is not available. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024;
    return { rss: kib('VmRSS'), peak: kib('VmHWM') };
  } catch {
    return undefined;
  }
}

/** The fields of /proc/<pid>/stat after the command name (utime is [11], stime [12], cutime [13], cstime [14]). */
const statFields = (stat) =>
  stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);

/** CPU seconds (user + system) a process has used so far; undefined once it is gone. */
export function cpuSecondsOf(pid) {
  try {
    const fields = statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return (fields[11] + fields[12]) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user + system) of this process's children that have ended, so far: the difference
 * around a child's run is that child's CPU (the kernel adds it when the child is reaped).
 */
export function endedChildrenCpuSeconds(stat = readFileSync('/proc/self/stat', 'utf8')) {
  const fields = statFields(stat);
  return (fields[13] + fields[14]) / CLOCK_TICKS;
}

/** CPU seconds of the server process and of its PostgreSQL backends (by application_name). */
export async function cpuSnapshot(server, schema) {
  const backends = new Map();
  if (schema) {
    for (const pid of await schema.backendPids()) {
      const seconds = cpuSecondsOf(pid);
      if (seconds !== undefined) backends.set(pid, seconds);
    }
  }
  return { server: cpuSecondsOf(server.pid) ?? 0, backends };
}

export function cpuSpent(before, after) {
  let database = 0;
  for (const [pid, seconds] of after.backends) database += seconds - (before.backends.get(pid) ?? 0);
  return { server: after.server - before.server, database };
}

/** `node server.js` of `serverDir` on a free loopback port; resolves once it listens. */
export function startServer(serverDir, env) {
  const child = spawn(process.execPath, [path.join(serverDir, 'server.js')], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in 5 minutes:\n${output}`));
    }, 300_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s/]+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1].replace('localhost', '127.0.0.1'),
        pid: child.pid,
        // Everything the server wrote so far (its warnings, at LOG_LEVEL warn).
        output: () => output,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
          process.removeListener('exit', kill);
        },
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
}

/** A database of the bench's own on the PostgreSQL server, created the first time. */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const probe = new pg.Client({ connectionString: databaseUrl });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (error) {
    if (error.code !== '3D000') throw error; // anything but "database does not exist"
  }
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    if (error.code !== '42P04') throw error; // created meanwhile by another run
  } finally {
    await admin.end();
  }
}

/** A fresh schema for one configuration; its URL pins the server's connections to it. */
export async function createSchema(databaseUrl, prefix = 'bench_api') {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE SCHEMA ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  // The server's connections carry the schema's name, so their backends' CPU can be read.
  url.searchParams.set('application_name', schema);
  const backendPids = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
        schema,
      ]);
      return rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  };
  return { url: url.toString(), backendPids, drop: () => run(`DROP SCHEMA ${schema} CASCADE`) };
}

export async function getJson(base, url, init) {
  const response = await fetch(base + url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** One autocannon run; requests rotate over the case's paths and bodies. */
export function cannon(base, testCase, { connections, seconds }) {
  // Turns go on from one run of a case to the next, so the measured run does not repeat the warm-up.
  testCase.turn ??= 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: testCase.method ?? 'GET',
        headers: { accept: 'application/json', ...testCase.headers },
        setupRequest: (request) => {
          const turn = (testCase.turn += 1);
          const path = testCase.pathAt ? testCase.pathAt(turn) : testCase.paths[turn % testCase.paths.length];
          const next = { ...request, path };
          if (testCase.bodies) next.body = testCase.bodies[turn % testCase.bodies.length];
          return next;
        },
      },
    ],
  });
}

/** The operator CLI's seed command (`serverDir`: a compiled backend) on the configuration's database; answers its output. */
export function seedWithCli(serverDir, env, products) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(serverDir, 'cli/index.js'), 'seed', '--products', String(products)],
      { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output.trim()) : reject(new Error(`seed exited (${code}):\n${output}`)),
    );
  });
}
