import { nodePreset } from './jest/node.preset.mjs';

export default nodePreset('tools', {
  rootDir: import.meta.dirname,
  testMatch: ['<rootDir>/**/*.spec.mjs'],
});
