import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installQuotaGate } from './api/quota-gate';
import { App, cacheRestored } from './app/App';
import './index.css';

installQuotaGate();

const root = createRoot(document.getElementById('root')!);
// Drawn once the kept answers are back (read while the app's code was evaluated), so a page whose answer was kept
// shows it in the first render. As a transition, that render is done in slices that yield to the browser instead of
// one long task.
void cacheRestored.then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
