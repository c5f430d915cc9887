import { describe, expect, it } from 'vitest';
import { networkOf } from './network.ts';

describe('networkOf', () => {
  it('counts an IPv4 /24 and an IPv6 /48 as one network, mapped IPv4 as IPv4', () => {
    expect(networkOf('102.89.4.17')).toBe('102.89.4.0/24');
    expect(networkOf('102.89.4.200')).toBe(networkOf('102.89.4.17'));
    expect(networkOf('102.89.5.17')).not.toBe(networkOf('102.89.4.17'));
    expect(networkOf('::ffff:102.89.4.9')).toBe('102.89.4.0/24');
    expect(networkOf('2c0f:f5c0:440:1::7')).toBe('2c0f:f5c0:440::/48');
    expect(networkOf('2c0f:f5c0:440:ffff:1:2:3:4')).toBe(networkOf('2c0f:f5c0:440:1::7'));
    expect(networkOf('2c0f:f5c0:441::1')).not.toBe(networkOf('2c0f:f5c0:440::1'));
    expect(networkOf('not an address')).toBe('not an address');
  });
});
