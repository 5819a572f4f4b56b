import { type AddressInfo, createServer } from "node:net";

/** A port free on 127.0.0.1 now, for a journey that runs a server of its own. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
