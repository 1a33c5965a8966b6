/**
 * Polls `check` every 25 ms until it holds, failing after `withinMs`: for what crosses processes
 * asynchronously (a PostgreSQL notification), where the next call may come before it arrives.
 */
export async function eventually(check: () => Promise<boolean> | boolean, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`still not so after ${withinMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
