import { webPreset } from '../../tools/jest/web.preset.mjs';

export default webPreset('web-payments');
