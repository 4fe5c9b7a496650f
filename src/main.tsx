import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installQuotaGate } from './api/quota-gate';
import { App } from './app/App';
import './index.css';

installQuotaGate();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
