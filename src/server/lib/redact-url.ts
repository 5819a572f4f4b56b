/** Query parameters whose values are credentials: reset tokens, session and checkout ids, keys, OAuth2 codes and states. */
const SECRET_PARAM = /token|session|secret|password|key|code|sig|state/i;

const ALERT_WEBHOOK_PREFIX = "/api/alerts/";

/**
 * The URL as it may be logged: the values of secret-looking query parameters replaced, so a reset link or a
 * session id in a request line never reaches the log.
 */
export function redactUrl(url: string): string {
  // An alert source's webhook carries its secret in the path (TradingView sends no headers).
  if (url.startsWith(ALERT_WEBHOOK_PREFIX)) return `${ALERT_WEBHOOK_PREFIX}[redacted]`;
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const [name = "", ...value] = pair.split("=");
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; its value is still judged by the raw name.
      }
      return value.length > 0 && SECRET_PARAM.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${url.slice(0, queryStart)}?${query}`;
}
