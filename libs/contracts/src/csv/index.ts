// CSV text for the server's exports and the browser's: a subpath of its own, kept out of the root barrel.
export * from './csv';
