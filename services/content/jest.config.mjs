import { nodePreset } from '../../tools/jest/node.preset.mjs';

export default nodePreset('content');
