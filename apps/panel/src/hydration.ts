// The sign-in page arrives as HTML (the build prerenders /login into login.html, see entry-server.tsx) and
// is on screen, and usable, before the entry has run; main.tsx hydrates it once the page's modules are
// in. What the user does in between must not be lost.
import { useEffect, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML (its first render must give the server's markup),
 * true in the render right after and in every client render: for what only the browser knows, such as
 * what localStorage holds.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Inline script of login.html, run before any module: holds back a form submitted before React has
 * hydrated — the browser would send it itself, a GET of /login?email=… that reloads the page and drops
 * what was typed — and keeps it for {@link releaseSubmits}.
 */
export const HOLD_SUBMITS_SCRIPT =
  '(()=>{let held=null;const hold=(e)=>{e.preventDefault();held=e.target};' +
  "addEventListener('submit',hold,true);" +
  "window.__panelReleaseSubmits=()=>{removeEventListener('submit',hold,true);return held}})()";

declare global {
  interface Window {
    /** Set by {@link HOLD_SUBMITS_SCRIPT}: ends the hold and returns the form held, if any. */
    __panelReleaseSubmits?: () => HTMLFormElement | null;
  }
}

let held: HTMLFormElement | null = null;

/**
 * Ends the hold of {@link HOLD_SUBMITS_SCRIPT}: call it right before hydrating, from when React handles
 * submits (an input or a click hydrates what it lands on first). Keeps the form held, if any, for
 * {@link useHeldSubmit}.
 */
export function releaseSubmits(): void {
  held = window.__panelReleaseSubmits?.() ?? null;
  window.__panelReleaseSubmits = undefined;
}

/**
 * Submits again the form held before hydration, once: called by the page that renders the form, whose
 * effects run when that form has hydrated (React hydrates the content of a Suspense boundary after what
 * is around it, so an effect higher up would come too early).
 */
export function useHeldSubmit(): void {
  useEffect(() => {
    const form = held;
    held = null;
    // A task later: what the hydration's own effects set (a field takes in the text typed before it,
    // see @panel/ui TextField) has rendered by then, so the submit handler sees it.
    if (form) setTimeout(() => form.isConnected && form.requestSubmit());
  }, []);
}

/**
 * Holds back the clicks on the server's markup in `root` (links, buttons) from when the entry runs until
 * React has started hydrating, which waits for the page's modules: until then nothing would handle
 * them (a button would do nothing, a link would load the whole page again). The function returned ends
 * the hold and clicks again what was clicked, in order: call it right after hydrateRoot, from when React
 * handles a click itself (it hydrates what the click lands on first).
 */
export function holdClicks(root: HTMLElement): () => void {
  const clicked: Element[] = [];
  const hold = (event: MouseEvent) => {
    // An icon's <svg> or <path> too: an Element, not an HTMLElement.
    if (!(event.target instanceof Element) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    clicked.push(event.target);
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    for (const target of clicked) {
      if (!target.isConnected) continue;
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  };
}
