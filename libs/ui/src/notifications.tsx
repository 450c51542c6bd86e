import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

export type NotificationType = 'success' | 'info' | 'warning' | 'error';

interface Notification {
  readonly id: number;
  readonly type: NotificationType;
  readonly message: string;
}

export type Notify = (type: NotificationType, message: string) => void;

/** Spec §4: notifications close by themselves after 5 seconds. */
export const NOTIFICATION_LIFETIME_MS = 5000;

const NotifyContext = createContext<Notify | null>(null);

export function NotificationsProvider({ children }: { readonly children: ReactNode }) {
  const [items, setItems] = useState<readonly Notification[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const notify = useCallback<Notify>(
    (type, message) => {
      const id = nextId.current++;
      setItems((current) => [...current, { id, type, message }]);
      setTimeout(() => dismiss(id), NOTIFICATION_LIFETIME_MS);
    },
    [dismiss],
  );
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div className="ui-notifications">
        {items.map((item) => (
          <div key={item.id} className={`ui-notification ui-notification--${item.type}`} role={item.type === 'error' ? 'alert' : 'status'}>
            {item.message}
          </div>
        ))}
      </div>
    </NotifyContext.Provider>
  );
}

export const useNotify = (): Notify => {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationsProvider>');
  return notify;
};
