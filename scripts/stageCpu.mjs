// The CPU time of each stage of the test command, read from a control group of its own (the kernel
// counts every process the stage starts, browsers and servers included, however short-lived).
// The stage's shell moves itself into the group before it runs the command, so whatever the command
// starts is counted. Where the machine offers no writable control group (not root, a container
// without one), stages run as before and their CPU time is not reported.
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';

/** cgroup v2 (one hierarchy, cpu.stat's usage_usec) or v1 (the cpuacct controller, nanoseconds). */
const hierarchies = [
  { root: '/sys/fs/cgroup', probe: 'cgroup.controllers', usage: (dir) => Number(/usage_usec (\d+)/.exec(readFileSync(path.join(dir, 'cpu.stat'), 'utf8'))?.[1]) / 1e6 },
  { root: '/sys/fs/cgroup/cpuacct', probe: 'cpuacct.usage', usage: (dir) => Number(readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9 },
];

function usable(hierarchy) {
  try {
    readFileSync(path.join(hierarchy.root, hierarchy.probe));
    const dir = path.join(hierarchy.root, `gaia-probe-${process.pid}`);
    mkdirSync(dir);
    rmdirSync(dir);
    return true;
  } catch {
    return false;
  }
}

const hierarchy = hierarchies.find(usable);

/**
 * A control group for one stage, or undefined where there is none to have.
 * `prefix`: the shell words that move the stage's shell into the group (put before the command);
 * `seconds()`: the CPU time counted so far; `remove()`: gives the group back (once the stage is over).
 */
export function stageCpu(name) {
  if (!hierarchy) return undefined;
  const dir = path.join(hierarchy.root, `gaia-${process.pid}-${name}`);
  try {
    mkdirSync(dir);
  } catch {
    return undefined;
  }
  return {
    // A shell that cannot join the group runs the command all the same; its time then reads as none.
    prefix: `{ echo $$ > '${path.join(dir, 'cgroup.procs')}'; } 2>/dev/null; `,
    seconds: () => {
      try {
        const seconds = hierarchy.usage(dir);
        return seconds > 0 ? seconds : undefined;
      } catch {
        return undefined;
      }
    },
    remove: () => {
      try {
        rmdirSync(dir);
      } catch {
        // A process the stage left behind still holds the group; it goes when the machine does.
      }
    },
  };
}
