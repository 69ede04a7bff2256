import { expect, it } from '@jest/globals';
import { yieldingPlugin } from './yielding-plugin';

/** Resolves with the order in which a hook and a task queued just before it finished. */
async function orderAgainstQueuedTask(hook: () => unknown): Promise<string[]> {
  const order: string[] = [];
  const queued = new Promise<void>((resolve) =>
    setTimeout(() => {
      order.push('task queued before');
      resolve();
    }, 0),
  );
  const result = await hook();
  order.push(`hook answered ${String(result)}`);
  await queued;
  return order;
}

it('lets the runtime go on in a later task at each step of a remote’s start, changing nothing', async () => {
  const plugin = yieldingPlugin() as unknown as Record<string, () => unknown>;
  for (const step of ['beforeInitRemote', 'beforeGetExpose', 'beforeExecuteFactory']) {
    // A task already waiting runs first: the step's work no longer shares the current task.
    expect(await orderAgainstQueuedTask(plugin[step]!)).toEqual([
      'task queued before',
      'hook answered undefined',
    ]);
  }
});
