/** Why a request's input was refused. */
export type InputProblem = 'malformed' | 'forbidden-character' | 'too-long' | 'too-many' | 'too-large' | 'not-a-form';

const STATUS: Record<InputProblem, 400 | 413 | 415> = {
  malformed: 400,
  'forbidden-character': 400,
  'too-long': 400,
  'too-many': 400,
  'too-large': 413,
  'not-a-form': 415,
};

const DESCRIPTION: Record<InputProblem, string> = {
  malformed: 'a parameter is not valid percent-encoded UTF-8',
  'forbidden-character': 'a parameter contains a control character',
  'too-long': 'a parameter is too long',
  'too-many': 'too many parameters',
  'too-large': 'the request body is too large',
  'not-a-form': 'expected an application/x-www-form-urlencoded body in UTF-8',
};

export class InputError extends Error {
  readonly status: 400 | 413 | 415;

  constructor(readonly problem: InputProblem) {
    super(DESCRIPTION[problem]);
    this.status = STATUS[problem];
  }
}

/** Longer than any legitimate value: a signed ID token hint is about 1,500 characters. */
export const MAX_VALUE_LENGTH = 4096;
export const MAX_PARAMETERS = 100;
const MAX_PATH_LENGTH = 2048;

const CONTROL_CHARACTER = /\p{Cc}/u;
// Fatal: invalid UTF-8 (including the bytes a careless encoder writes for a lone surrogate, which
// UTF-8 cannot encode) is refused instead of silently becoming U+FFFD.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const HEX_PAIR = /^[0-9a-f]{2}$/i;

function percentDecode(bytes: Buffer, plusIsSpace: boolean): string {
  const out = Buffer.alloc(bytes.length);
  let length = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] as number;
    if (byte === 0x25) {
      const hex = bytes.toString('latin1', index + 1, index + 3);
      if (!HEX_PAIR.test(hex)) throw new InputError('malformed');
      out[length++] = Number.parseInt(hex, 16);
      index += 2;
    } else {
      out[length++] = plusIsSpace && byte === 0x2b ? 0x20 : byte;
    }
  }
  try {
    return utf8.decode(out.subarray(0, length));
  } catch {
    throw new InputError('malformed');
  }
}

function checked(value: string, maxLength = MAX_VALUE_LENGTH): string {
  if (value.length > maxLength) throw new InputError('too-long');
  if (CONTROL_CHARACTER.test(value)) throw new InputError('forbidden-character');
  return value;
}

function split(bytes: Buffer, separator: number): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let index = bytes.indexOf(separator); index !== -1; index = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, index));
    start = index + 1;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

/**
 * Parses a query string or `application/x-www-form-urlencoded` body strictly: every name and value must
 * be valid UTF-8 without control characters and at most MAX_VALUE_LENGTH long. Anything else is an
 * InputError, so no route and no part of oidc-provider ever sees such a value.
 */
export function parseParameters(bytes: Buffer): URLSearchParams {
  const pairs = split(bytes, 0x26).filter((pair) => pair.length > 0);
  if (pairs.length > MAX_PARAMETERS) throw new InputError('too-many');
  const params = new URLSearchParams();
  for (const pair of pairs) {
    const equals = pair.indexOf(0x3d);
    const name = percentDecode(equals === -1 ? pair : pair.subarray(0, equals), true);
    const value = equals === -1 ? '' : percentDecode(pair.subarray(equals + 1), true);
    params.append(checked(name), checked(value));
  }
  return params;
}

/** The decoded path, under the same rules as parameters. */
export function parsePath(bytes: Buffer): string {
  return checked(percentDecode(bytes, false), MAX_PATH_LENGTH);
}
