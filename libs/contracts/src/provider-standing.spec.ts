import { transactionRefusal } from './provider-standing';

const approved = { providerNumber: 'P-100001', approvalStatus: 'Approved' as const, isSuspended: false };

describe('transactionRefusal', () => {
  it('lets an approved provider transact, also after a rejected change', () => {
    expect(transactionRefusal(approved)).toBeNull();
    expect(transactionRefusal({ ...approved, approvalStatus: 'Rejected' })).toBeNull();
  });

  it('refuses a suspended provider with the suspension message', () => {
    expect(transactionRefusal({ ...approved, isSuspended: true })).toBe('suspended');
  });

  it('refuses a pending, new or unknown provider until approved', () => {
    expect(transactionRefusal({ ...approved, approvalStatus: 'Pending' })).toBe('notApproved');
    expect(transactionRefusal({ ...approved, providerNumber: null })).toBe('notApproved');
    expect(transactionRefusal(null)).toBe('notApproved');
  });
});
