import { Writable } from 'node:stream';
import { createLogger } from './logger';
import { runInRequestContext } from './request-context';

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, stream };
};

describe('createLogger', () => {
  it('writes JSON with the service, level name, ISO time and the current request id', () => {
    const { lines, stream } = capture();
    const log = createLogger('api', {}, stream);
    runInRequestContext({ requestId: 'req-7' }, () => log.info({ claimId: '12' }, 'claim submitted'));
    log.info('outside');
    expect(lines[0]).toMatchObject({ service: 'api', level: 'info', requestId: 'req-7', claimId: '12', msg: 'claim submitted' });
    expect(String(lines[0]?.['time'])).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect(lines[1]).not.toHaveProperty('requestId');
  });

  it('never writes credentials or member and banking fields', () => {
    const { lines, stream } = capture();
    createLogger('api', {}, stream).warn(
      {
        password: 'Demo123!',
        req: { headers: { authorization: 'Bearer x', cookie: 'a=b' } },
        member: { dateOfBirth: '1990-03-15' },
      },
      'refused',
    );
    expect(JSON.stringify(lines[0])).not.toMatch(/Demo123|Bearer x|a=b|1990-03-15/);
  });

  it('never writes e-mail addresses, bank numbers, bodies or connection strings, however deep', () => {
    const { lines, stream } = capture();
    createLogger('api', {}, stream).error(
      {
        email: 'alice@example.test',
        claim: { memberEmail: 'bob@example.test', body: '{"lastName":"MARTIN"}' },
        bank: { transitNumber: '12345', accountNumber: '9876543' },
        body: { lastName: 'MARTIN' },
        db: { connectionString: 'postgres://app:secret@db/portal' },
        headers: { authorization: 'Bearer y', cookie: 'sid=z' },
      },
      'failed',
    );
    expect(JSON.stringify(lines[0])).not.toMatch(/example\.test|MARTIN|12345|9876543|secret|Bearer y|sid=z/);
    expect(lines[0]).toMatchObject({ email: '[redacted]', bank: { accountNumber: '[redacted]' } });
  });
});
