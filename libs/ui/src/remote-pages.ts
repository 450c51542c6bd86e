import type { ComponentType } from 'react';

/** What a remote's `./Routes` module exports by default: the page of each route id it declares. */
export type RemotePages = Readonly<Record<string, ComponentType>>;

/** Exactly one page per route id of a remote's declaration (`PagesOf<typeof remote>`). */
export type PagesOf<Declaration extends { readonly routes: object }> = {
  readonly [Id in keyof Declaration['routes']]: ComponentType;
};
