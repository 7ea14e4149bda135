import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { PanelApiProvider } from '@panel/api';
import { client, queryClient } from './api';
import { LoginProvider } from './login-context';
import { router } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PanelApiProvider client={client}>
        <LoginProvider>
          <RouterProvider router={router} />
        </LoginProvider>
      </PanelApiProvider>
    </QueryClientProvider>
  </StrictMode>,
);
