import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../lib/next-task';

/**
 * Cuts a remote's start into tasks (docs/performance.md). Without it, its entry file's evaluation,
 * the container's start (sharing React and the rest, with their version checks), fetching the
 * exposed module and evaluating it all ran in one task of 50-150 ms on a phone, once per remote:
 * the header's cart and account menu each blocked the page that long. Each step now starts a task
 * of its own; the hooks return nothing, so the runtime goes on as it would.
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'riode-yielding',
    beforeInitRemote: () => nextTask(),
    beforeGetExpose: () => nextTask(),
    beforeExecuteFactory: () => nextTask(),
  };
}
