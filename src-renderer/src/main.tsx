import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './lib/service-worker';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Element #root ontbreekt in index.html');
createRoot(container).render(<App />);
registerServiceWorker();
