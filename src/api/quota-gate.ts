/**
 * While the quota is used up, React Query must not send anything: we tell its onlineManager the app is "offline"
 * (queries pause with their data kept, and resume by themselves when the block ends or the key changes).
 * Real connectivity still counts: offline when the browser is offline too.
 */
import { onlineManager } from '@tanstack/react-query';
import { isBlocked, quotaStore } from './quota-store';

export function installQuotaGate(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine && !isBlocked());
    update();
    const unsubscribe = quotaStore.subscribe(update);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      unsubscribe();
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}
