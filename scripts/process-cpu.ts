import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`; 100 on Linux on x86 and Arm). */
const TICKS_PER_SECOND = 100;

/** Fields of /proc/<pid>/stat after the command's closing parenthesis (which may itself hold spaces). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone meanwhile
  }
}

/**
 * The CPU time (user and system, in microseconds) that a process and every process below it have used
 * so far: a server's workers are its children. CPU per answer holds on a loaded machine where
 * requests per second do not, since a busy neighbour slows the answers but does not make them cost more.
 * Linux only; undefined elsewhere.
 */
export function processTreeCpuMicros(rootPid: number): number | undefined {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return undefined;
  }
  const childrenOf = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    const fields = statFields(pid);
    if (!fields) continue;
    // After the command: state, ppid, …; utime and stime are the 12th and 13th.
    const parent = Number(fields[1]);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), pid]);
    ticks.set(pid, Number(fields[11]) + Number(fields[12]));
  }
  if (!ticks.has(rootPid)) return undefined;
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += ticks.get(pid) ?? 0;
    pending.push(...(childrenOf.get(pid) ?? []));
  }
  return (total * 1_000_000) / TICKS_PER_SECOND;
}
