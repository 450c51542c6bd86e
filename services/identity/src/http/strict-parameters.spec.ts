import { looseForm } from '../testing/loose-encoding';
import { InputError, MAX_PARAMETERS, MAX_VALUE_LENGTH, parseParameters, parsePath } from './strict-parameters';

const parse = (text: string | Uint8Array) => parseParameters(Buffer.from(text));
const problemOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof InputError) return error.problem;
    throw error;
  }
  return undefined;
};

describe('strict parameters', () => {
  it('decodes like a browser encodes: + and %20 are spaces, UTF-8 text and emoji pass', () => {
    const params = parse('name=a+b%20c&text=%C3%89lodie+%F0%9F%98%80&flag&=empty-name&&');
    expect([...params]).toEqual([
      ['name', 'a b c'],
      ['text', 'Élodie 😀'],
      ['flag', ''],
      ['', 'empty-name'],
    ]);
  });

  it('accepts raw UTF-8 bytes and keeps a byte-order mark as a character', () => {
    expect(parse('x=é').get('x')).toBe('é');
    expect(parse('x=%EF%BB%BFa').get('x')).toBe('\uFEFFa');
  });

  it.each([
    ['a NUL character', 'x=a%00b', 'forbidden-character'],
    ['a line feed', 'x=a%0Ab', 'forbidden-character'],
    ['DEL', 'x=%7F', 'forbidden-character'],
    ['a C1 control character', 'x=%C2%85', 'forbidden-character'],
    ['a control character in a name', 'a%01=x', 'forbidden-character'],
    ['a lone high surrogate', looseForm({ x: '\uD800' }), 'malformed'],
    ['a lone low surrogate', looseForm({ x: 'a\uDFFFb' }), 'malformed'],
    ['invalid UTF-8', 'x=%FF', 'malformed'],
    ['a truncated sequence', 'x=%E2%82', 'malformed'],
    ['an overlong encoding', 'x=%C0%AF', 'malformed'],
    ['a bad escape', 'x=%ZZ', 'malformed'],
    ['a cut escape', 'x=%4', 'malformed'],
    ['an over-long value', `x=${'a'.repeat(MAX_VALUE_LENGTH + 1)}`, 'too-long'],
    ['too many parameters', Array.from({ length: MAX_PARAMETERS + 1 }, (_, i) => `p${i}=1`).join('&'), 'too-many'],
  ])('refuses %s', (_case, text, problem) => {
    expect(problemOf(() => parse(text))).toBe(problem);
  });

  it('refuses raw invalid UTF-8 bytes', () => {
    expect(problemOf(() => parse(new Uint8Array([0x78, 0x3d, 0xed, 0xa0, 0x80])))).toBe('malformed');
  });

  it('accepts a value of the maximum length', () => {
    expect(parse(`x=${'a'.repeat(MAX_VALUE_LENGTH)}`).get('x')).toHaveLength(MAX_VALUE_LENGTH);
  });

  it('decodes paths without turning + into a space, under the same rules', () => {
    expect(parsePath(Buffer.from('/a+b/%C3%A9'))).toBe('/a+b/é');
    expect(problemOf(() => parsePath(Buffer.from('/a%00')))).toBe('forbidden-character');
    expect(problemOf(() => parsePath(Buffer.from('/%ED%A0%80')))).toBe('malformed');
  });

  it('maps each problem to a status', () => {
    expect(new InputError('malformed').status).toBe(400);
    expect(new InputError('too-large').status).toBe(413);
    expect(new InputError('not-a-form').status).toBe(415);
  });
});
