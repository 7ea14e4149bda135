// The query cache the server rendered a page with, carried in the page for the browser to hydrate with
// the same data (entry-server.tsx writes it, main.tsx reads it). A `type="application/json"` script is
// data, never run: the Content-Security-Policy (apps/server panel-headers.ts) needs no hash for it.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The id of the script that holds the state. */
export const SERVER_STATE_ID = 'panel-state';

/**
 * The script holding `state`. Every `<` is escaped, so no `</script>` or `<!--` in the data ends or
 * changes the script; U+2028 and U+2029 too (line terminators to older JavaScript parsers).
 */
export function serverStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/**
 * Fills `queryClient` with the state the server rendered the page with, if the page carries one; true
 * then (the page's markup is the server's render of a signed-in page).
 */
export function hydrateServerState(queryClient: QueryClient): boolean {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return false;
  try {
    hydrate(queryClient, JSON.parse(text) as DehydratedState);
    return true;
  } catch {
    // Unreadable: the page renders from the API as if it had come empty (hydration then fails over
    // to a client render).
    return false;
  }
}
