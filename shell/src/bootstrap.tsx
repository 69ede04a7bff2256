import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFederation } from './federation/start-federation';

startFederation();
const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
