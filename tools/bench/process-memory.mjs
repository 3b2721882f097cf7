// Memory of a benchmark's API process and of what it started (Chromium's processes), read from /proc.
import { readdirSync, readFileSync } from 'node:fs';

/** A process's VmRSS (its resident pages, shared ones included) and Pss (shared pages divided among their sharers), in MB. */
function processMb(pid) {
  const read = (file, field) => {
    try {
      const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'))?.[1];
      return kb ? Number(kb) / 1024 : 0;
    } catch {
      return 0; // gone, or not readable
    }
  };
  return { rss: read('status', 'VmRSS'), pss: read('smaps_rollup', 'Pss') };
}

/**
 * The API's memory, and the sum over its descendants (Chromium's browser, zygote, GPU, renderer…
 * processes). Summed RSS counts the pages Chromium's processes share once per process; the PSS sum
 * counts them once in all.
 */
export function memory(apiPid) {
  const descendants = descendantsOf(apiPid, processTable());
  const children = descendants.map(processMb);
  return {
    api: processMb(apiPid).rss,
    chromium: children.reduce((sum, m) => sum + m.rss, 0),
    chromiumPss: children.reduce((sum, m) => sum + m.pss, 0),
    processes: descendants.length,
  };
}

/** Every process: its parent, name and CPU time so far (user + system, seconds). */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // utime and stime, in clock ticks (100 a second on Linux)
      table.set(Number(entry), { ppid: Number(fields[1]), name, cpu: (Number(fields[11]) + Number(fields[12])) / 100 });
    } catch {
      /* gone */
    }
  }
  return table;
}

function descendantsOf(apiPid, table) {
  const descendants = [];
  const queue = [apiPid];
  while (queue.length) {
    const parent = queue.shift();
    for (const [pid, { ppid }] of table) {
      if (ppid !== parent) continue;
      descendants.push(pid);
      queue.push(pid);
    }
  }
  return descendants;
}

/**
 * CPU seconds used so far by the API process, by what it started (Chromium) and by the embedded
 * PostgreSQL's processes (a backend that has exited no longer counts): subtract two readings
 * for a span's share of the machine.
 */
export function cpuTime(apiPid) {
  const table = processTable();
  const sum = (pids) => pids.reduce((total, pid) => total + (table.get(pid)?.cpu ?? 0), 0);
  // the embedded PostgreSQL the benchmark started (a server of DATABASE_URL is not its child: 0)
  const postgres = descendantsOf(process.pid, table).filter((pid) => table.get(pid)?.name === 'postgres');
  return { api: table.get(apiPid)?.cpu ?? 0, chromium: sum(descendantsOf(apiPid, table)), postgres: sum(postgres) };
}
