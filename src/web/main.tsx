import "@/lib/zod-without-eval";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { listenForInstallOffer } from "@/lib/install-prompt";
import { registerServiceWorker } from "@/app/service-worker";
import "@/index.css";

listenForInstallOffer();
registerServiceWorker();

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// As a transition the first render yields to the browser every few milliseconds instead of blocking the main
// thread for its whole length, which keeps a slow phone responsive while the page builds.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
});
