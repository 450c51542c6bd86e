import { isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address, without leading zeros. */
function groupsOf(address: string): string[] {
  const split = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group.replace(/^0+(?=.)/, '')])) : [];
  const [head, tail] = address.split('::');
  const left = split(head);
  if (tail === undefined) return left;
  const right = split(tail);
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * What a per-address throttle counts: an IPv4 address, or the /64 network of an IPv6 one, since a
 * single subscriber usually holds a whole /64 and could otherwise switch addresses at every attempt.
 */
export function addressKey(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip)?.[1];
  if (mapped) return mapped;
  const address = ip.split('%')[0]?.toLowerCase() ?? ip;
  if (!isIPv6(address)) return ip;
  return `${groupsOf(address).slice(0, 4).join(':')}::/64`;
}
