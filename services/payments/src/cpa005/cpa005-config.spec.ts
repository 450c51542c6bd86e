import { ConfigError } from '@portal/server-core';
import { fileCreationNumber, loadCpa005Config } from './cpa005-config';

describe('loadCpa005Config', () => {
  it('takes test values outside production, and none in production', () => {
    expect(loadCpa005Config({}, false)).toMatchObject({
      originatorId: '0000000000',
      fileCreationStart: 1,
      transactionCode: '336',
    });
    expect(() => loadCpa005Config({}, true)).toThrow(ConfigError);
    expect(() => loadCpa005Config({ CPA005_ORIGINATOR_ID: '' }, true)).toThrow(/CPA005_ORIGINATOR_ID/);
  });

  it('numbers files from CPA005_FILE_CREATION_START, one more per run, 0001 again after 9999', () => {
    const config = loadCpa005Config({ CPA005_FILE_CREATION_START: '9998' }, false);
    expect([1, 2, 3].map((run) => fileCreationNumber(config, run))).toEqual(['9998', '9999', '0001']);
    expect(fileCreationNumber(loadCpa005Config({}, false), 42)).toBe('0042');
  });
});
