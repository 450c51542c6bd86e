import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus back on the control that opened a dialog the page unmounts on close (antd would restore it only
 * after its own closing animation), or on `fallback` once that control is gone (a deleted card) when
 * `data` reloads.
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>, data: unknown) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opener.current && !opener.current.isConnected && document.activeElement === document.body) {
      fallback.current?.focus();
      opener.current = null;
    }
  }, [data, fallback]);
  return {
    opened: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    closed: () => {
      requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : fallback.current)?.focus());
    },
  };
}
