/** The SMTP sink in a process of its own for bench/scenarios/email.ts, driven over IPC: it counts, keeps nothing. */
import { cpuUsage } from "node:process";
import { startSmtpSink } from "../test/support/smtp-sink.js";

const sink = await startSmtpSink(0, { keep: false });
const total = () => [...sink.received.values()].reduce((sum, n) => sum + n, 0);
/** When the last message was accepted (ms since the epoch), to within the 5 ms it is looked at. */
let lastAt = 0;
let seen = 0;
setInterval(() => {
  const now = total();
  if (now === seen) return;
  seen = now;
  lastAt = Date.now();
}, 5).unref();
process.on("message", (message: { type: "stats" }) => {
  if (message.type !== "stats") return;
  const counts = [...sink.received.values()];
  process.send?.({
    type: "stats",
    messages: counts.reduce((sum, n) => sum + n, 0),
    recipients: counts.length,
    repeated: counts.filter((n) => n > 1).length,
    cpuSeconds: (cpuUsage().user + cpuUsage().system) / 1e6,
    lastAt,
  });
});
process.on("disconnect", () => void sink.close().then(() => process.exit(0)));
process.send?.({ type: "ready", url: sink.url });
