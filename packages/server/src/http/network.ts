import ipaddr from 'ipaddr.js';

/**
 * The network an address belongs to, as one person or household usually holds it: an IPv4 /24 or an IPv6 /48
 * (IPv4-mapped IPv6 addresses count as IPv4). The forum counts reports and likes per network, so a client that
 * rotates addresses inside its own network still counts once. Something that is not an address is its own network.
 */
export function networkOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') return `${(parsed as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3).map((p) => p.toString(16));
  return `${parts.join(':')}::/48`;
}
