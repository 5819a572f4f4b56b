import { isIPv6 } from "node:net";

/**
 * The unit that limits count a client by: its IPv4 address, or the /64 network of an IPv6 one, since one
 * subscriber line commonly gets a whole /64 and could otherwise take a fresh allowance from every address in it.
 */
export function clientAddressKey(ip: string): string {
  // A socket already gone has no address; '' is the account's own count.
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = ip.includes("::") ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
