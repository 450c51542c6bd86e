import '@testing-library/jest-dom';
import { TextEncoder } from 'node:util';

// jsdom has no TextEncoder, which react-router's turbo-stream creates when it loads.
Object.assign(globalThis, { TextEncoder });

// antd measures the page: jsdom has no matchMedia, ResizeObserver or pseudo-element styles.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
