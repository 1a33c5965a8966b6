/**
 * Work a request starts that its answer does not wait for (decision 073): run in this process one
 * task at a time, in the order given, each once no request is in flight (`busy()` false) or
 * `maxWaitMs` after it was queued, whichever comes first. So a burst of reporters gets its answers
 * first and the work follows, at most a couple of seconds late under steady load. A task's failure
 * is logged (its label only, never its content) and the next one runs. What must survive a crash is
 * written down durably by the request before it queues the task (a filing's pending alert); this
 * lane only decides when the work happens.
 */
export type AfterReply = {
  /** Queues `task`; it starts after the tasks queued before it have settled. */
  run(label: string, task: () => Promise<void>): void;
  /** Resolves once every task queued so far, and any they queued, has settled. */
  idle(): Promise<void>;
  /** `idle()`, waiting at most `maxMs` (closing the app): answers whether the lane emptied. */
  drain(maxMs: number): Promise<boolean>;
};

type Log = { error(details: object, message: string): void };

/** How often a waiting task looks again whether requests are still in flight. */
const quietPollMs = 5;

export function createAfterReply(
  log: Log,
  options: { busy: () => boolean; maxWaitMs: number } = { busy: () => false, maxWaitMs: 0 },
): AfterReply {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;

  async function quiet(queuedAt: number): Promise<void> {
    while (options.busy() && Date.now() - queuedAt < options.maxWaitMs) {
      await new Promise((resolve) => setTimeout(resolve, quietPollMs));
    }
  }

  function run(label: string, task: () => Promise<void>): void {
    pending += 1;
    const queuedAt = Date.now();
    tail = tail.then(async () => {
      try {
        await quiet(queuedAt);
        await task();
      } catch (error) {
        log.error({ err: error, task: label }, 'work after a reply failed');
      } finally {
        pending -= 1;
      }
    });
  }

  async function idle(): Promise<void> {
    // A task may queue another: wait until nothing is left.
    while (pending > 0) {
      await tail;
    }
  }

  async function drain(maxMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), maxMs);
    });
    try {
      return await Promise.race([idle().then(() => true), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return { run, idle, drain };
}
