import { nodeServiceConfig } from '../../tools/rspack/node.config.mjs';

export default nodeServiceConfig(import.meta.dirname, {
  main: './src/main.ts',
  instrument: './src/instrument.ts',
  cli: './src/cli.ts',
  'embedded-db': './src/embedded-db.ts',
});
