// The CPU time a workers host's workerd process spends: what a request costs the worker (on
// Workers, the bill and the limit). Read from /proc (Linux; elsewhere null, and the CPU
// columns stay empty). The storefront and the demo backend run in one workerd, so a request
// that reaches the backend counts its work too; a warm page reaches no backend.
import { readdirSync, readFileSync } from 'node:fs';

/** The workerd process of a workers host (its child), or null. */
export function workerdPid(hostPid) {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (comm === 'workerd' && Number(rest[1]) === hostPid) return Number(entry);
    }
  } catch { /* not Linux */ }
  return null;
}

/** CPU time (user + system) of a process in ms; clock ticks are 10 ms (CLK_TCK 100), so average over many requests. */
export function cpuMs(pid) {
  if (pid === null) return null;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Runs `work` and answers the process's CPU ms spent meanwhile, divided by `count` (null without /proc). */
export async function cpuPer(pid, count, work) {
  const before = cpuMs(pid);
  await work();
  return before === null ? null : (cpuMs(pid) - before) / count;
}
