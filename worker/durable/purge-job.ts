// The purge's engine: one Durable Object per webhook, named after its signature (decision 022).
// The webhook's call runs the first slice; the object's alarm runs each next one, each in an
// invocation of its own, so none comes near the 1,000 KV operations an invocation may make.
// Alarms are retried by the platform when they throw, and a sender's retry of the webhook
// resumes a job that stopped. The logic is in worker/cache/purge-job.ts.
import { DurableObject } from 'cloudflare:workers';
import { PurgeJobRunner, type PurgeJobState, type PurgeJobStatus, type PurgeRequest } from '../cache/purge-job';

const JOB_KEY = 'job';

export class PurgeJob extends DurableObject<{ CACHE: KVNamespace }> {
  private readonly runner = new PurgeJobRunner(
    {
      load: () => this.ctx.storage.get<PurgeJobState>(JOB_KEY),
      save: (job) => this.ctx.storage.put(JOB_KEY, job),
      setAlarm: (at) => this.ctx.storage.setAlarm(at),
      clear: async () => {
        await this.ctx.storage.deleteAlarm();
        await this.ctx.storage.deleteAll();
      },
    },
    this.env.CACHE,
    this.ctx.id.toString(),
  );

  run(request: PurgeRequest): Promise<PurgeJobStatus> {
    return this.runner.run(request);
  }

  override alarm(): Promise<void> {
    return this.runner.alarm();
  }
}
