import { webConfig } from '../tools/rspack/web.config.mjs';

export default webConfig({ projectDir: import.meta.dirname });
