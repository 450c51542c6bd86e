import '@testing-library/jest-dom';
import { TextEncoder } from 'node:util';

// jsdom has no TextEncoder, which react-router's turbo-stream creates when it loads.
Object.assign(globalThis, { TextEncoder });
