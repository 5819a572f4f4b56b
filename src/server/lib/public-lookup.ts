import type { LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address.js";

/** A lookup found an address the server must not reach on a member's behalf (public-address.ts). */
export class PrivateAddressError extends Error {
  override name = "PrivateAddressError";
}

/**
 * Resolves as `resolve` does, and fails when any address is not public. The socket connects to the very address
 * checked here, so a name that answers differently the next time (DNS rebinding) gains nothing.
 */
export function publicOnly(resolve: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      const addresses = Array.isArray(found) ? found : [];
      const first: LookupAddress | undefined = addresses[0];
      if (error) return callback(error, "", 0);
      if (!first || addresses.some(({ address }) => !isPublicAddress(address))) {
        return callback(new PrivateAddressError(`${hostname} resolves to an address that is not public`), "", 0);
      }
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
