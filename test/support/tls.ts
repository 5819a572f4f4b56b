import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A self-signed certificate for 127.0.0.1, made with openssl in `dir` (a temp folder the test removes): a local
 * https server uses it, and a spawned server trusts it through NODE_EXTRA_CA_CERTS=certPath.
 */
export function selfSignedCertificate(dir: string): { key: string; cert: string; certPath: string } {
  const keyPath = join(dir, "key.pem");
  const certPath = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ["-keyout", keyPath, "-out", certPath, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ["-addext", "subjectAltName=IP:127.0.0.1"],
    ].flat(),
    { stdio: "pipe" },
  );
  return { key: readFileSync(keyPath, "utf8"), cert: readFileSync(certPath, "utf8"), certPath };
}
