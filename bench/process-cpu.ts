import fs from 'node:fs';

/** Clock ticks per second of /proc's utime/stime (USER_HZ): 100 on every Linux we run on. */
const ticksPerSecond = 100;

function ticksOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' '))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** The process and its descendants (a server's workers). */
function treeOf(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(treeOf)];
}

/** Every PostgreSQL process on the machine (its backends serve the benchmark's server). */
function postgresPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => commandOf(pid) === 'postgres');
}

function kindOf(pid: number): string {
  try {
    const line = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    // "postgres: walwriter", "postgres: postgres atalaya_bench_1a2b 127.0.0.1(5123) idle"
    return /\S+ \S+ [\d.]+\(\d+\)/.test(line) ? 'backend' : line.replace(/^postgres: (\d+\/\w+: )?/, '');
  } catch {
    return '?';
  }
}

export type CpuSample = {
  server: number;
  client: number;
  database: number;
  /** PostgreSQL's ticks by process kind (backends together, then walwriter, checkpointer…). */
  databaseByKind: Record<string, number>;
};

function databaseTicks(): { database: number; databaseByKind: Record<string, number> } {
  const databaseByKind: Record<string, number> = {};
  let database = 0;
  for (const pid of postgresPids()) {
    const ticks = ticksOf(pid);
    const kind = kindOf(pid);
    databaseByKind[kind] = (databaseByKind[kind] ?? 0) + ticks;
    database += ticks;
  }
  return { database, databaseByKind };
}

/** CPU ticks used so far by the server's process tree, this (client) process and PostgreSQL. */
export function sampleCpu(serverPid: number): CpuSample {
  return {
    server: treeOf(serverPid).reduce((sum, pid) => sum + ticksOf(pid), 0),
    client: ticksOf(process.pid),
    ...databaseTicks(),
  };
}

/** CPU milliseconds between two samples, per side. Backends that ended in between are not counted. */
export function cpuMsBetween(before: CpuSample, after: CpuSample): CpuSample {
  function ms(a: number, b: number): number {
    return Math.round(((b - a) * 1000) / ticksPerSecond);
  }
  return {
    server: ms(before.server, after.server),
    client: ms(before.client, after.client),
    database: Math.max(0, ms(before.database, after.database)),
    databaseByKind: Object.fromEntries(
      Object.entries(after.databaseByKind).map(([kind, ticks]) => [
        kind,
        Math.max(0, ms(before.databaseByKind[kind] ?? 0, ticks)),
      ]),
    ),
  };
}
