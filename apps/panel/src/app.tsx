import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PanelApiProvider } from '@panel/api';
import { client, queryClient } from './api';
import { LoginProvider } from './login-context';

/**
 * The providers around the routes (`children`: a router with them). One component for main.tsx (render
 * or hydration) and for the build's prerender of /login (prerender.tsx): hydration needs the same tree,
 * or the markup and the ids of `useId` would differ.
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PanelApiProvider client={client}>
          <LoginProvider>{children}</LoginProvider>
        </PanelApiProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
