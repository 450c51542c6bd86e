import { PROVIDER_MESSAGES } from '@portal/contracts';
import { en } from '../i18n/en';
import { fieldName } from './validation';

describe('provider validation strings', () => {
  it('has an English string equal to every contract message, so each one can be translated', () => {
    expect(en.validation).toEqual(PROVIDER_MESSAGES);
  });

  it('turns an API detail path into an antd field name', () => {
    expect(fieldName('offices.10.accountNumber')).toEqual(['offices', 10, 'accountNumber']);
  });
});
