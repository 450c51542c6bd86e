import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { MessageChannel } from 'node:worker_threads';

// jsdom lacks what antd, react-dom and react-router expect from a browser.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// Node's ports keep the event loop alive once a handler is set (Jest would never exit); unref them.
const unrefOnMessage = (port: MessagePort & { unref(): void }) => {
  let proto: object | null = port;
  let descriptor: PropertyDescriptor | undefined;
  while (proto && !descriptor) {
    descriptor = Object.getOwnPropertyDescriptor(proto, 'onmessage');
    proto = Object.getPrototypeOf(proto);
  }
  Object.defineProperty(port, 'onmessage', {
    get: () => descriptor?.get?.call(port),
    set: (handler: unknown) => {
      descriptor?.set?.call(port, handler);
      port.unref();
    },
  });
};
class UnrefMessageChannel extends MessageChannel {
  constructor() {
    super();
    unrefOnMessage(this.port1 as never);
    unrefOnMessage(this.port2 as never);
  }
}
if (!('MessageChannel' in globalThis)) Object.assign(globalThis, { MessageChannel: UnrefMessageChannel });

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

class ResizeObserverShim {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverShim });

const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
