import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFederation } from './federation/start-federation';

startFederation();
const container = document.getElementById('root');
// The first render is a transition: React draws the page in slices instead of one long task,
// and the HTML frame stays on screen until the whole first frame is ready (issue 9).
if (container) {
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}
