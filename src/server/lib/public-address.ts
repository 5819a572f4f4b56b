import { BlockList, isIP } from "node:net";

/**
 * Addresses a request from the server must never reach on a user's behalf: this machine, the private network
 * around it, the cloud's metadata service, and ranges that are not unicast on the internet. BlockList matches an
 * IPv4-mapped IPv6 address (::ffff:10.0.0.1) against the IPv4 ranges too.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", including the unspecified 0.0.0.0
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, where 169.254.169.254 (cloud metadata) lives
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback and the IPv4-compatible addresses
  ["64:ff9b::", 96], // NAT64: an IPv4 address, private ones included, behind a gateway
  ["64:ff9b:1::", 48],
  ["100::", 64], // discard
  ["2001:db8::", 32],
  ["fc00::", 7], // unique local, where fd00:ec2::254 (AWS metadata) lives
  ["fe80::", 10], // link-local
  ["fec0::", 10], // the old site-local
  ["ff00::", 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, "ipv6");
}

/** Host names that are never on the internet, whatever a resolver says. */
const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/;

/** An IP address (no brackets) a server may reach on the internet; false for anything that is not an address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * A URL's host that may be public: a public IP literal, or a name with a dot that is not reserved for private use
 * (localhost, *.internal like metadata.google.internal, *.local). A name may still resolve to a private address:
 * whoever connects checks the resolved address with `isPublicAddress`.
 */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[") && host.endsWith("]")) return isPublicAddress(host.slice(1, -1));
  if (isIP(host) !== 0) return isPublicAddress(host);
  // The URL parser turns every IPv4 spelling (2130706433, 0x7f.1, 0177.0.0.1) into dotted decimal; a host that
  // reaches here ending in a number came from elsewhere: refuse it rather than guess what a resolver makes of it.
  if (/(^|\.)\d+$/.test(host)) return false;
  return host.includes(".") && !PRIVATE_NAMES.test(host);
}
