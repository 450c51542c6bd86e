import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address, also when IPv4-mapped', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64 network, however it is written', () => {
    const key = '2001:db8:85a3:42::/64';
    expect(addressKey('2001:db8:85a3:42::1')).toBe(key);
    expect(addressKey('2001:0DB8:85a3:0042:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:db8:85a3:42:a::b%eth0')).toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('passes anything else through', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
