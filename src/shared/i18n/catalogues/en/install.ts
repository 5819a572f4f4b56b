import type { Catalogue } from "../../translate.js";

/**
 * The banner that offers to install the app: loaded with the banner, after the page is interactive; and the prompt to
 * update it, loaded once a new version is ready.
 */
export default {
  title: "Install {{appName}}",
  android: "Add it to your home screen for instant signal alerts and full-screen access.",
  ios: "To get push alerts on this device, tap {{share}} then {{add}}.",
  share: "Share",
  addToHomeScreen: "Add to Home Screen",
  dismiss: "Dismiss",
  later: "Later",
  installApp: "Install App",
  update: {
    title: "Update available",
    description: "A new version of the app is ready.",
    reload: "Reload",
  },
} satisfies Catalogue;
