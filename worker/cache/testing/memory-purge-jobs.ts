// The PURGE_JOBS Durable Object namespace for unit tests: one PurgeJobRunner per name, with its
// storage and alarm in memory. Alarms fire only when a test asks (`fireAlarms`), as the
// platform would fire them, and each call into an object (a webhook's run, an alarm) is one
// invocation whose KV operations are counted from the KV fake.
import { PurgeJobRunner, type PurgeJobState, type PurgeJobStatus, type PurgeRequest } from '../purge-job';
import type { PurgeJobs } from '../../api/revalidate';

interface MemoryObject {
  runner: PurgeJobRunner;
  job: PurgeJobState | undefined;
  alarmAt: number | undefined;
}

export interface MemoryPurgeJobs {
  namespace: PurgeJobs;
  /** KV operations of every invocation so far (a webhook's run or an alarm), in order. */
  invocations(): number[];
  /**
   * Fires every alarm that is due until none is left, as the platform would. `onFailure`:
   * 'retry' fires a failed alarm again (the platform retries it), 'drop' forgets it (its retries
   * are spent). Answers how many alarms ran.
   */
  fireAlarms(options?: { onFailure?: 'retry' | 'drop'; maxAlarms?: number }): Promise<number>;
  jobs(): PurgeJobState[];
}

export function createMemoryPurgeJobs(
  kv: KVNamespace,
  kvOperations: () => number,
  clock: () => number = Date.now,
): MemoryPurgeJobs {
  const objects = new Map<string, MemoryObject>();
  const invocations: number[] = [];

  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    const before = kvOperations();
    try {
      return await work();
    } finally {
      invocations.push(kvOperations() - before);
    }
  };

  const object = (name: string): MemoryObject => {
    let found = objects.get(name);
    if (!found) {
      const created: MemoryObject = { job: undefined, alarmAt: undefined, runner: undefined as unknown as PurgeJobRunner };
      created.runner = new PurgeJobRunner(
        {
          load: async () => (created.job ? structuredClone(created.job) : undefined),
          save: async (job) => void (created.job = structuredClone(job)),
          setAlarm: async (at) => void (created.alarmAt = at),
          clear: async () => {
            created.job = undefined;
            created.alarmAt = undefined;
          },
        },
        kv,
        name,
        clock,
      );
      objects.set(name, created);
      found = created;
    }
    return found;
  };

  const namespace: PurgeJobs = {
    idFromName: (name) => ({ name, toString: () => name }) as unknown as DurableObjectId,
    get: (id) => ({
      run: (request: PurgeRequest): Promise<PurgeJobStatus> => counted(() => object(id.toString()).runner.run(request)),
    }),
  };

  return {
    namespace,
    invocations: () => [...invocations],
    jobs: () => [...objects.values()].flatMap((o) => (o.job ? [o.job] : [])),
    async fireAlarms({ onFailure = 'retry', maxAlarms = 10_000 } = {}) {
      let fired = 0;
      for (;;) {
        const due = [...objects.values()].find((o) => o.alarmAt !== undefined && o.alarmAt <= clock());
        if (!due || fired >= maxAlarms) return fired;
        const at = due.alarmAt;
        due.alarmAt = undefined;
        fired += 1;
        try {
          await counted(() => due.runner.alarm());
        } catch {
          // The platform retries a throwing alarm; once its retries are spent, it is gone.
          if (onFailure === 'retry' && due.alarmAt === undefined) due.alarmAt = at;
          if (onFailure === 'drop') due.alarmAt = undefined;
        }
      }
    },
  };
}
