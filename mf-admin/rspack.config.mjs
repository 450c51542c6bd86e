import { webConfig } from '../tools/rspack/web.config.mjs';

export default webConfig({
  projectDir: import.meta.dirname,
  federationName: 'mf_admin',
  exposes: { './Routes': './src/routes.tsx' },
});
