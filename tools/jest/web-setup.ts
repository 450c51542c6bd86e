import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
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
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
}
Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// jsdom has no MessageChannel, which antd's forms use to run field watchers in a macrotask; a timer
// is such a task and, unlike Node's MessageChannel, does not hold the test process open.
class TimerMessageChannel {
  readonly port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  readonly port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data })) };
}
if (!('MessageChannel' in globalThis)) Object.assign(globalThis, { MessageChannel: TimerMessageChannel });

// CI runs every project's suites at once on two cores: a lazy page's first render (its module is
// transformed on first import) can take several seconds there, far past Testing Library's 1 s.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);
