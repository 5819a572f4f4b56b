import { isIP } from "node:net";
import { isPublicAddress } from "../../lib/public-address.js";

/**
 * Headers a trusted proxy or CDN sets with the client's place, looked up from its address (Cloudflare's
 * `cf-ipcountry`, CloudFront's `cloudfront-viewer-country` and `cloudfront-viewer-city`, Vercel's
 * `x-vercel-ip-country` and `x-vercel-ip-city`). The server keeps no address database of its own.
 */
export interface PlaceHeaders {
  country?: string;
  city?: string;
}

/** Shown for an address on this machine or its private network, where no lookup can say more. */
export const LOCAL_NETWORK_PLACE = "Local network";
const CITY_MAX = 60;
const countryNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

const headerValue = (headers: Record<string, string | string[] | undefined>, name: string | undefined) => {
  const value = name === undefined ? undefined : headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim();
};

function countryName(code: string | undefined): string | undefined {
  // Two letters naming a region: Cloudflare's XX (unknown) and T1 (Tor), and ZZ (unknown region), are not places.
  if (!code || !/^[A-Za-z]{2}$/.test(code) || code.toUpperCase() === "ZZ") return undefined;
  return countryNames.of(code.toUpperCase());
}

function cityName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let city: string;
  try {
    // CDNs send a city percent-encoded ("S%C3%A3o%20Paulo").
    city = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  city = city.replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  return city && city.length <= CITY_MAX ? city : undefined;
}

/**
 * The approximate place a request comes from, for a member's list of devices (docs/product.md#accounts): the city
 * and country the proxy's headers give, "Local network" for a private address, otherwise null (unknown).
 */
export function placeOf(
  ip: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  placeHeaders: PlaceHeaders,
): string | null {
  if (ip && isIP(ip) !== 0 && !isPublicAddress(ip)) return LOCAL_NETWORK_PLACE;
  const country = countryName(headerValue(headers, placeHeaders.country));
  if (!country) return null;
  const city = cityName(headerValue(headers, placeHeaders.city));
  return city ? `${city}, ${country}` : country;
}
