/**
 * Makes `window.matchMedia` answer as a window `width` px wide would (jsdom has no layout, and the
 * test setup's stand-in matches nothing): `emulateWindowWidth(390)` for a phone. Returns the undo.
 */
export const emulateWindowWidth = (width: number): (() => void) => {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const bounds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    const matches =
      bounds.length > 0 && bounds.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
  return () => {
    window.matchMedia = original;
  };
};
