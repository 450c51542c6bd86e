import { isCompatibleContract, REMOTE_CONTRACT_VERSION } from './contract-version';

describe('shell-remote contract version', () => {
  it('is a semver version', () => {
    expect(REMOTE_CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('accepts a remote built for an older or newer minor of the same major', () => {
    expect(isCompatibleContract('1.0.0', '1.3.0')).toBe(true);
    expect(isCompatibleContract('1.4.2', '1.3.0')).toBe(true);
  });

  it('refuses another major, and anything that is not a version', () => {
    expect(isCompatibleContract('2.0.0', '1.3.0')).toBe(false);
    expect(isCompatibleContract('0.9.0', '1.3.0')).toBe(false);
    expect(isCompatibleContract('1', '1.3.0')).toBe(false);
  });
});
