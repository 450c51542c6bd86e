import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px): where a table's columns no longer fit beside each other. */
export const PHONE_QUERY = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is phone-narrow, followed as it is resized or turned. */
export const usePhoneLayout = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
