import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { logout } from "@/features/auth/api/logout";
import { meQueryKey } from "@/features/auth/api/get-me";
import { clearSignOutPending, isSignOutPending, markSignOutPending } from "@/features/auth/lib/pending-sign-out";
import { pageText } from "@/lib/page-text";

/** Waits between attempts to reach the server: quick at first, then every 30 s while a page of the app is open. */
const RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000];
const TOAST_ID = "sign-out";

/** What the notice says while it waits `ms`, in the page's language. */
const noticeWords = (ms: number) =>
  Promise.all([
    pageText("auth:signOut.pending"),
    pageText({ key: "auth:signOut.retryIn", values: { count: Math.round(ms / 1000) } }),
    pageText("auth:signOut.retryNow"),
  ]);

/** Words that could not be read (their catalogue did not load): the sign-out goes on without them. */
function unworded(error: unknown): null {
  console.warn("The sign-out notice could not be worded", error);
  return null;
}

let running: Promise<void> | null = null;

/** Forgets the member's data in this tab: nothing of theirs stays cached for the next person. */
function signOutHere(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, null);
}

/**
 * Resolves after `ms`, or at once when the member asks for it or the network comes back, and says so meanwhile once
 * its words are read: not after the wait has ended, so a notice never shows over the next one or over "Signed out".
 */
function waitBeforeRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    let waiting = true;
    const go = () => {
      waiting = false;
      window.clearTimeout(timer);
      window.removeEventListener("online", go);
      resolve();
    };
    const timer = window.setTimeout(go, ms);
    window.addEventListener("online", go);
    void noticeWords(ms).then(([pending, retryIn, retryNow]) => {
      if (waiting) showNotice(pending, retryIn, retryNow, go);
    }, unworded);
  });
}

function showNotice(pending: string, retryIn: string, retryNow: string, go: () => void): void {
  toast.loading(pending, {
    id: TOAST_ID,
    duration: Infinity,
    description: retryIn,
    action: {
      label: retryNow,
      // The notice stays, to say how the attempt went: Sonner would otherwise close a toast whose action is pressed.
      onClick: (event) => {
        event.preventDefault();
        go();
      },
    },
  });
}

/** The notice says that the sign-out is done; without its words it goes. */
async function showDone(): Promise<void> {
  const done = await pageText("auth:signOut.done").catch(unworded);
  if (done === null) toast.dismiss(TOAST_ID);
  else toast.success(done, { id: TOAST_ID, description: null, action: undefined, duration: undefined });
}

/**
 * Asks the server to end the session until it does, with backoff, and shows each wait. It stops when a sign-in has
 * replaced the session since (on any tab): ending it then would sign that new session out.
 */
async function endServerSession(queryClient: QueryClient): Promise<void> {
  // A sign-in on this tab, meanwhile, makes a user of the session check again.
  const stopOnSignIn = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.getQueryData(meQueryKey)) clearSignOutPending();
  });
  try {
    for (let failures = 0; isSignOutPending(); failures += 1) {
      try {
        await logout();
        clearSignOutPending();
        // Said once its words are read; the sign-out is done meanwhile.
        if (failures > 0) void showDone();
        return;
      } catch (error) {
        console.warn("Signing out did not reach the server; trying again", error);
        const ms = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
        await waitBeforeRetry(ms);
      }
    }
    toast.dismiss(TOAST_ID);
  } finally {
    stopOnSignIn();
  }
}

/**
 * Signing out (docs/product.md#accounts): at once on this device, whatever the network does, and on the server as
 * soon as it can be reached. Until the server has ended the session the member sees that it is still being done, and
 * the device remembers it, so a reload or the next visit asks again instead of finding the session alive.
 */
export function signOut(queryClient: QueryClient): Promise<void> {
  markSignOutPending();
  signOutHere(queryClient);
  running ??= endServerSession(queryClient).finally(() => {
    running = null;
  });
  return running;
}

/** At start: a sign-out the server never confirmed (the page was closed meanwhile) is asked for again. */
export function resumePendingSignOut(queryClient: QueryClient): void {
  if (isSignOutPending()) void signOut(queryClient);
}
