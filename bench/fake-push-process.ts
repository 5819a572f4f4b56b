/** The fake push service in a process of its own for bench/scenarios/push.ts, driven over IPC. */
import { startFakePushService } from "../test/support/fake-push-service.js";

const service = await startFakePushService();
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
    });
  }
});
process.on("disconnect", () => void service.close().then(() => process.exit(0)));
process.send?.({ type: "ready" });
