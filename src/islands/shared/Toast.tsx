import { useEffect } from 'react';

export interface ToastMessage {
  id: number;
  tone: 'success' | 'error';
  title: string;
  text: string;
}

/** How long a toast stays (spec §9). */
export const toastDurationMs = 5000;

/** A polite live-region notice that closes itself after five seconds or on request. */
export function Toast({ toast, closeLabel, onClose }: { toast: ToastMessage | null; closeLabel: string; onClose: () => void }) {
  useEffect(() => {
    if (!toast) return undefined;
    const timer = window.setTimeout(onClose, toastDurationMs);
    return () => window.clearTimeout(timer);
  }, [toast, onClose]);

  return (
    <div className="toast-region" role={toast?.tone === 'error' ? 'alert' : 'status'} aria-live={toast?.tone === 'error' ? 'assertive' : 'polite'}>
      {toast && (
        <div className={`toast toast-${toast.tone}`} key={toast.id}>
          <div>
            <p className="toast-title">{toast.title}</p>
            <p className="toast-text">{toast.text}</p>
          </div>
          <button type="button" className="toast-close" onClick={onClose} aria-label={closeLabel}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
