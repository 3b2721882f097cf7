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
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const descendants = [];
  const queue = [apiPid];
  while (queue.length) {
    const parent = queue.shift();
    for (const [pid, ppid] of parents) {
      if (ppid !== parent) continue;
      descendants.push(pid);
      queue.push(pid);
    }
  }
  const children = descendants.map(processMb);
  return {
    api: processMb(apiPid).rss,
    chromium: children.reduce((sum, m) => sum + m.rss, 0),
    chromiumPss: children.reduce((sum, m) => sum + m.pss, 0),
    processes: descendants.length,
  };
}
