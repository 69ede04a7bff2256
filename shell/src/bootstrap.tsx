import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFederation } from './federation/start-federation';
import './styles/base.css';
import './styles/layout.css';

startFederation();
const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);
