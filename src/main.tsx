import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installQuotaGate } from './api/quota-gate';
import { App } from './app/App';
import './index.css';

installQuotaGate();

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render is done in slices that yield to the browser instead of one long task (on
// Lighthouse's phone the restaurant page's blocking time went from about 140 ms to 25 ms).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
