import { fieldName } from './validation';

describe('provider validation', () => {
  it('turns an API detail path into an antd field name', () => {
    expect(fieldName('offices.10.accountNumber')).toEqual(['offices', 10, 'accountNumber']);
  });
});
