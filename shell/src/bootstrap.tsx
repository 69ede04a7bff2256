import { startTransition } from 'react';
import { nextTask } from './lib/next-task';

/**
 * The app's start, cut into tasks (issue 9): each step below is tens of milliseconds on a phone,
 * and one task holding them all blocked the page for 300-400 ms (with the browser's locale data,
 * now loaded by index.ts while this chunk downloads). The imports are eager: their
 * modules are already in this chunk (no request), but evaluating them waits for its own task.
 */
async function start(): Promise<void> {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The contracts build every zod schema when they load.
  await import(/* webpackMode: "eager" */ 'shared-contracts');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  const { startFederation } = await import(/* webpackMode: "eager" */ './federation/start-federation');
  await nextTask();
  startFederation();
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // The first render is a transition: React draws the page in slices instead of one long task,
  // and the HTML frame stays on screen until the whole first frame is ready.
  startTransition(() => root.render(<App />));
}

void start();
