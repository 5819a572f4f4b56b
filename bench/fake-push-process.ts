/** The fake push service in a process of its own for bench/scenarios/push.ts, driven over IPC. */
import { startFakePushService } from "../test/support/fake-push-service.js";

const service = await startFakePushService();
/** When the last delivery was accepted (ms since the epoch), to within the 5 ms it is looked at. */
let lastAt = 0;
let seen = 0;
setInterval(() => {
  if (service.deliveries.length === seen) return;
  seen = service.deliveries.length;
  lastAt = Date.now();
}, 5).unref();
process.on("message", (message: { type: "devices"; count: number } | { type: "stats" }) => {
  if (message.type === "devices") {
    const subscriptions = Array.from({ length: message.count }, (_, i) => service.device(`device-${i}`).subscription);
    process.send?.({ type: "devices", subscriptions });
  } else {
    process.send?.({
      type: "stats",
      accepted: service.deliveries.length,
      rejected: service.rejected.length,
      requests: service.requests,
      cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
      lastAt,
    });
  }
});
process.on("disconnect", () => void service.close().then(() => process.exit(0)));
process.send?.({ type: "ready" });
