import { execFileSync, execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/*
 * A real RFC 3161 Time-Stamp Authority on this machine: OpenSSL's `openssl ts -reply` signing with a TSA certificate
 * issued by a root made for the run, behind HTTP as RFC 3161 section 3.4 describes (POST application/timestamp-query,
 * answer application/timestamp-reply; a GET answers what it is). `down()` makes it answer 503 until `up()`; `other` is a second root, for a
 * trust list that must refuse this authority.
 */
export interface LocalTsa {
  url: string;
  /** The root that issued the authority's certificate (PEM): the trust list that accepts it. */
  rootPem: string;
  /** A root that issued nothing here (PEM). */
  otherRootPem: string;
  /** Requests answered with a token. */
  granted: () => number;
  down: () => void;
  up: () => void;
  close: () => Promise<void>;
}

const EXTENSIONS = `
[ca_ext]
basicConstraints=critical,CA:TRUE
keyUsage=critical,keyCertSign,cRLSign
subjectKeyIdentifier=hash
[tsa_ext]
basicConstraints=critical,CA:FALSE
keyUsage=critical,digitalSignature,nonRepudiation
extendedKeyUsage=critical,timeStamping
subjectKeyIdentifier=hash
authorityKeyIdentifier=keyid
`;

const TSA_CONFIG = `
[tsa]
default_tsa = tsa_config
[tsa_config]
serial = ./serial
crypto_device = builtin
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.1
digests = sha256
accuracy = secs:1
ordering = no
tsa_name = no
ess_cert_id_alg = sha256
`;

function makeRoot(dir: string, name: string): void {
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"],
      ...["-keyout", join(dir, `${name}.key`), "-out", join(dir, `${name}.crt`), "-days", "3650"],
      ...["-subj", `/CN=${name}`, "-config", join(dir, "req.cnf"), "-extensions", "ca_ext"],
    ],
    { stdio: "ignore" },
  );
}

export async function startLocalTsa(options: { port?: number } = {}): Promise<LocalTsa> {
  const dir = mkdtempSync(join(tmpdir(), "local-tsa-"));
  writeFileSync(join(dir, "req.cnf"), `[req]\ndistinguished_name=dn\n[dn]\n${EXTENSIONS}`);
  writeFileSync(join(dir, "ext.cnf"), EXTENSIONS);
  writeFileSync(join(dir, "tsa.cnf"), TSA_CONFIG);
  writeFileSync(join(dir, "serial"), "01\n");
  makeRoot(dir, "Local Test Root");
  makeRoot(dir, "Other Root");
  const openssl = (args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "ignore" });
  openssl(
    ["req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"].concat([
      "-keyout",
      "tsa.key",
      "-out",
      "tsa.csr",
      "-subj",
      "/CN=Local Test TSA",
      "-config",
      "req.cnf",
    ]),
  );
  openssl(
    ["x509", "-req", "-in", "tsa.csr", "-CA", "Local Test Root.crt", "-CAkey", "Local Test Root.key"].concat([
      "-CAcreateserial",
      "-out",
      "tsa.crt",
      "-days",
      "3650",
      "-extfile",
      "ext.cnf",
      "-extensions",
      "tsa_ext",
    ]),
  );

  let available = true;
  let granted = 0;
  let requests = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (!available) {
        response.writeHead(503).end();
        return;
      }
      if (request.method !== "POST") {
        response.writeHead(request.method === "GET" ? 200 : 405).end("An RFC 3161 time-stamp authority: POST a query");
        return;
      }
      const id = ++requests;
      const query = join(dir, `q${id}.tsq`);
      const reply = join(dir, `r${id}.tsr`);
      writeFileSync(query, Buffer.concat(chunks));
      run(
        "openssl",
        ["ts", "-reply", "-config", "tsa.cnf", "-queryfile", query, "-inkey", "tsa.key", "-signer", "tsa.crt"].concat([
          "-out",
          reply,
        ]),
        { cwd: dir },
      ).then(
        () => {
          granted += 1;
          response.writeHead(200, { "content-type": "application/timestamp-reply" }).end(readFileSync(reply));
        },
        () => response.writeHead(400).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/tsr`,
    rootPem: readFileSync(join(dir, "Local Test Root.crt"), "utf8"),
    otherRootPem: readFileSync(join(dir, "Other Root.crt"), "utf8"),
    granted: () => granted,
    down: () => {
      available = false;
    },
    up: () => {
      available = true;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
