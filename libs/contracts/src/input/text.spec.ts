import { optionalText, text, TEXT_MESSAGES } from './text';

const messagesOf = (schema: ReturnType<typeof text>, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('text', () => {
  const line = text({ max: 5 });
  const lines = text({ max: 20, multiline: true });

  it('trims, then takes at most max characters', () => {
    expect(line.parse('  abcde  ')).toBe('abcde');
    expect(messagesOf(line, 'abcdef')).toEqual([TEXT_MESSAGES.tooLong(5)]);
  });

  it('refuses NUL, every other control character and line breaks in a single line', () => {
    for (const control of ['\u0000', '\u0001', '\u001B', '\u007F', '\u0085', '\u009F', '\n', '\r', '\t'])
      expect(messagesOf(line, `a${control}b`)).toEqual([TEXT_MESSAGES.control]);
  });

  it('keeps the line breaks and tabs of a multi-line text, and refuses its other control characters', () => {
    expect(lines.parse('Hello\r\n\tthere')).toBe('Hello\r\n\tthere');
    expect(messagesOf(lines, 'Hello\u0000')).toEqual([TEXT_MESSAGES.controlInMultiline]);
  });

  it('refuses lone surrogates and keeps characters outside the BMP', () => {
    for (const lone of ['\uD800', '\uDFFF', 'a\uDBFFb', '\uDC00\uD800'])
      expect(messagesOf(line, lone)).toEqual([TEXT_MESSAGES.loneSurrogate]);
    expect(line.parse('é😀')).toBe('é😀');
  });

  it('says the required message for a missing value, and a field message for one too long', () => {
    expect(messagesOf(text({ max: 2, error: 'Please enter' }), undefined)).toEqual(['Please enter']);
    expect(messagesOf(text({ max: 2, tooLong: 'Must be 2 numbers' }), '123')).toEqual(['Must be 2 numbers']);
  });
});

describe('optionalText', () => {
  it('makes absent, null and blank values null', () => {
    const schema = optionalText({ max: 3 });
    expect([undefined, null, '', '  '].map((value) => schema.parse(value))).toEqual([null, null, null, null]);
    expect(schema.parse(' ab ')).toBe('ab');
    expect(schema.safeParse('a\u0000').success).toBe(false);
  });
});
