import { describe, expect, it } from 'vitest';
import { createAfterReply } from './after-reply.ts';

function recordingLog() {
  const errors: { details: object; message: string }[] = [];
  return { errors, error: (details: object, message: string) => errors.push({ details, message }) };
}

function gate(): { open: () => void; opened: Promise<void> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('after-reply lane', () => {
  it('runs tasks one at a time, in the order given', async () => {
    const lane = createAfterReply(recordingLog());
    const events: string[] = [];
    let running = 0;
    let most = 0;
    for (const name of ['a', 'b', 'c']) {
      lane.run(name, async () => {
        running += 1;
        most = Math.max(most, running);
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
        running -= 1;
      });
    }
    expect(events).toEqual([]);
    await lane.idle();
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(most).toBe(1);
  });

  it('logs a failed task by its label only and goes on with the next', async () => {
    const log = recordingLog();
    const lane = createAfterReply(log);
    let ran = false;
    lane.run('filing alert', async () => {
      throw new Error('secreto del informante');
    });
    lane.run('next', async () => {
      ran = true;
    });
    await lane.idle();
    expect(ran).toBe(true);
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]).toMatchObject({ message: 'work after a reply failed', details: { task: 'filing alert' } });
  });

  it('idle waits for tasks that tasks queue', async () => {
    const lane = createAfterReply(recordingLog());
    const done: string[] = [];
    lane.run('outer', async () => {
      lane.run('inner', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done.push('inner');
      });
      done.push('outer');
    });
    await lane.idle();
    expect(done).toEqual(['outer', 'inner']);
  });

  it('drain answers false when the lane does not empty in time, true once it does', async () => {
    const lane = createAfterReply(recordingLog());
    const held = gate();
    lane.run('held', () => held.opened);
    expect(await lane.drain(30)).toBe(false);
    held.open();
    expect(await lane.drain(1000)).toBe(true);
    expect(await lane.drain(0)).toBe(true);
  });

  it('waits while requests are in flight, and runs once there are none', async () => {
    let busy = true;
    const lane = createAfterReply(recordingLog(), { busy: () => busy, maxWaitMs: 10_000 });
    let ran = false;
    lane.run('alert', async () => {
      ran = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(ran).toBe(false);
    busy = false;
    await lane.idle();
    expect(ran).toBe(true);
  });

  it('runs anyway once a task has waited its longest under steady load', async () => {
    const lane = createAfterReply(recordingLog(), { busy: () => true, maxWaitMs: 80 });
    const started = Date.now();
    let ranAfter = -1;
    lane.run('alert', async () => {
      ranAfter = Date.now() - started;
    });
    await lane.idle();
    expect(ranAfter).toBeGreaterThanOrEqual(75);
    expect(ranAfter).toBeLessThan(2000);
  });
});
