import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { PanelApiProvider } from '@panel/api';
import { client, queryClient } from './api';
import { LoginProvider } from './login-context';
import { AppRouter, preload } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container);
void preload(window.location.pathname).then(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PanelApiProvider client={client}>
          <LoginProvider>
            <AppRouter />
          </LoginProvider>
        </PanelApiProvider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
