import { createContext, useContext, type ReactNode } from 'react';
import type { PanelClient } from './client';

const PanelApiContext = createContext<PanelClient | null>(null);

export interface PanelApiProviderProps {
  /** The client made once by the app with `createPanelClient`. */
  client: PanelClient;
  children?: ReactNode;
}

/** Makes the API client available to the `use…` hooks (inside react-query's QueryClientProvider). */
export function PanelApiProvider({ client, children }: PanelApiProviderProps) {
  return <PanelApiContext.Provider value={client}>{children}</PanelApiContext.Provider>;
}

/** The client given to the nearest {@link PanelApiProvider}. */
export function usePanelClient(): PanelClient {
  const client = useContext(PanelApiContext);
  if (!client) throw new Error('usePanelClient: wrap the app in <PanelApiProvider client={…}>');
  return client;
}
