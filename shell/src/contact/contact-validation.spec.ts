import { validateContact } from './contact-validation';

const valid = { name: 'Dr. Lee', email: 'lee@example.test', subject: 'Direct deposit', message: 'Please call me.' };

describe('contact form validation (spec §5)', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field, with the spec messages', () => {
    expect(validateContact({ name: '', email: '', subject: '', message: '' })).toEqual({
      name: 'contact.nameRequired',
      email: 'contact.emailRequired',
      subject: 'contact.required',
      message: 'contact.required',
    });
  });

  it('treats blanks as empty', () => {
    expect(validateContact({ ...valid, name: '   ', message: '\n' })).toEqual({
      name: 'contact.nameRequired',
      message: 'contact.required',
    });
  });

  it.each(['lee', 'lee@', '@example.test', 'lee@example', 'lee @example.test', 'lee@example.', 'lee@@example.test'])(
    'refuses the e-mail %p',
    (email) => {
      expect(validateContact({ ...valid, email })).toEqual({ email: 'contact.emailInvalid' });
    },
  );

  it.each(['lee@example.test', 'dr.lee+clinic@mail.example.ca', ' lee@example.test '])('accepts the e-mail %p', (email) => {
    expect(validateContact({ ...valid, email })).toEqual({});
  });
});
