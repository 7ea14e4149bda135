// The query cache the server rendered a page with, carried in the page for the browser to fill its own
// with the same data (entry-server.tsx writes it, main.tsx reads it). A `type="application/json"` script
// is data, never run: the Content-Security-Policy (apps/server panel-headers.ts) needs no hash for it.
// The answers only, with their keys and times: react-query's own dehydrate/hydrate would add 0.8 KiB
// gzip to every page's first load for what setQueryData does.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The id of the script that holds the state. */
export const SERVER_STATE_ID = 'panel-state';

/** One answer of the server's render. */
interface ServerAnswer {
  queryKey: QueryKey;
  data: unknown;
  /** When the server had it: it is as fresh in the browser as the query's staleTime says. */
  dataUpdatedAt: number;
}

/**
 * The script holding the answers in `queryClient`. Every `<` is escaped, so no `</script>` or `<!--` in
 * the data ends or changes the script; U+2028 and U+2029 too (line terminators to older parsers).
 */
export function serverStateScript(queryClient: QueryClient): string {
  const answers: ServerAnswer[] = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map(({ queryKey, state }) => ({
      queryKey,
      data: state.data,
      dataUpdatedAt: state.dataUpdatedAt,
    }));
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

/**
 * Fills `queryClient` with the answers the server rendered the page with, if the page carries them;
 * true then (the page's markup is the server's render of a signed-in page).
 */
export function hydrateServerState(queryClient: QueryClient): boolean {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return false;
  try {
    for (const { queryKey, data, dataUpdatedAt } of JSON.parse(text) as ServerAnswer[]) {
      queryClient.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
    }
    return true;
  } catch {
    // Unreadable: the page renders from the API as if it had come empty (hydration then fails over
    // to a client render).
    return false;
  }
}
