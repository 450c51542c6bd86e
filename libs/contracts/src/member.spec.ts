import { MEMBER_MESSAGES, memberSearchQuerySchema, padMemberId } from './member';

describe('member search query', () => {
  it('pads member ids to 9 digits', () => {
    expect(padMemberId('123456')).toBe('000123456');
    expect(padMemberId(' 000123456 ')).toBe('000123456');
    expect(memberSearchQuerySchema.parse({ memberId: '123456' }).memberId).toBe('000123456');
    expect(memberSearchQuerySchema.parse({ certificate: '42' }).certificate).toBe('000000042');
  });

  it('accepts a first and a last name, empty values omitted', () => {
    expect(memberSearchQuerySchema.parse({ memberId: '', firstname: ' Alice ', lastname: 'Martin' })).toEqual({
      firstname: 'Alice',
      lastname: 'Martin',
    });
  });

  it('refuses a search without an id or without both names', () => {
    const result = memberSearchQuerySchema.safeParse({ lastname: 'Martin' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MEMBER_MESSAGES.criteria);
  });

  it('refuses ids that are not 1 to 9 digits', () => {
    for (const memberId of ['1234567890', '12a', '-1']) {
      const result = memberSearchQuerySchema.safeParse({ memberId });
      expect(result.error?.issues[0]?.message).toBe(MEMBER_MESSAGES.memberId);
    }
  });
});
