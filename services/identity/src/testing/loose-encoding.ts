/**
 * Percent-encodes like a careless client: a lone surrogate becomes the three bytes a naive UTF-8
 * encoder writes for it (`\uD800` is `%ED%A0%80`), which a strict decoder must refuse. Everything else
 * is encoded as browsers do.
 */
export function looseEncode(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** An `application/x-www-form-urlencoded` body or query string, loosely encoded. */
export function looseForm(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `${looseEncode(name)}=${looseEncode(value)}`)
    .join('&');
}
