import { newerVersion } from './singletons.mjs';

describe('newerVersion', () => {
  it('compares major, minor and patch as numbers', () => {
    expect(newerVersion('1.1.0', '1.0.9')).toBe(true);
    expect(newerVersion('1.10.0', '1.9.0')).toBe(true);
    expect(newerVersion('2.0.0', '1.99.99')).toBe(true);
    expect(newerVersion('1.0.0', '1.0.0')).toBe(false);
    expect(newerVersion('1.0.0', '1.0.1')).toBe(false);
  });
});
