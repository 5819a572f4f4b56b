/** Every notifications query lives under ["notifications"]. */
export const notificationsKeys = {
  all: ["notifications"] as const,
  feed: () => [...notificationsKeys.all, "feed"] as const,
  vapidPublicKey: () => [...notificationsKeys.all, "vapid-public-key"] as const,
};
