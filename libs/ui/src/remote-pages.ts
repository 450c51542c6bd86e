import type { ComponentType } from 'react';

/** What a remote's `./Routes` module exports by default: the page for each route path it owns. */
export type RemotePages = Readonly<Record<string, ComponentType>>;
