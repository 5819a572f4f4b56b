/** The avatar button's box, shared by the lazy menu and the placeholder shown while it loads. */
export const avatarTriggerClass =
  "flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
