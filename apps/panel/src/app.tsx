import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PanelApiProvider, type PanelClient } from '@panel/api';
import { client as browserClient, queryClient as browserQueryClient } from './api';
import { ServerSessionProvider } from './guards';
import { LoginProvider } from './login-context';
import { PageProtocolProvider } from './storefront';

/** Props of {@link App}. */
export interface AppProps {
  /** A router with the routes in it. */
  children: ReactNode;
  /** The query cache: the browser's one (api.ts) by default; the server renders each request with its own. */
  queryClient?: QueryClient;
  /** The API client: the browser's one by default; the server's calls its own API in-process. */
  client?: PanelClient;
  /**
   * The server rendered this page for a valid session (entry-server.tsx): the guards render the page at
   * once, as the server did, rather than an empty placeholder until the browser's session check answers.
   */
  signedIn?: boolean;
  /** The page's protocol on the server, which has no `window.location` (storefront links). */
  protocol?: string;
}

/**
 * The providers around the routes. One component for main.tsx (render or hydration) and for the server's
 * renders (entry-server.tsx): hydration needs the same tree, or the markup and the ids of `useId` would
 * differ.
 */
export function App({
  children,
  queryClient = browserQueryClient,
  client = browserClient,
  signedIn = false,
  protocol,
}: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PanelApiProvider client={client}>
          <ServerSessionProvider value={signedIn}>
            <PageProtocolProvider value={protocol}>
              <LoginProvider>{children}</LoginProvider>
            </PageProtocolProvider>
          </ServerSessionProvider>
        </PanelApiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
