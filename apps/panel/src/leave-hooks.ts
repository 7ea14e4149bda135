// The part of leave-guard.tsx the entry needs, kept tiny (the login page's budget): the `popstate`
// listener, added when the entry loads — before <BrowserRouter> adds its own, so a guard can stop a move
// from reaching the router (listeners of an event at its target run in the order they were added) — and
// the way the app's links navigate. The guard itself loads with the signed-in shell and fills them in.

/** What a mounted guard (leave-guard.tsx) plugs in; without one, moves go through untouched. */
export const leaveHooks: {
  popstate: ((event: PopStateEvent) => void) | null;
  /** Runs `go` now, or once the user chooses to leave a form with unsaved changes. */
  attempt: (go: () => void) => void;
} = { popstate: null, attempt: (go) => go() };

// No window in the build's prerender of /login.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => leaveHooks.popstate?.(event));
}
