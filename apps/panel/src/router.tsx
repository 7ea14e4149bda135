import { createBrowserRouter, Navigate, Outlet, useHref, useNavigate } from 'react-router-dom';
import { PanelProvider } from '@panel/ui';
import { LoginArea, RequireAuth } from './guards';
import { ShellLayout } from './shell-layout';

/** Root layout: theme, toasts, and react-aria links that navigate through the app's router. */
function Root() {
  const navigate = useNavigate();
  return (
    <PanelProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
    </PanelProvider>
  );
}

const personalInfo = () => import('./routes/personal-info');
const storeInfo = () => import('./routes/store-info');

// Spec §2.1. Checkout, store, account, plan, sales and users are wired in the panel-app issue.
export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      {
        element: <LoginArea />,
        children: [
          { path: '/login', lazy: () => import('./routes/login') },
          { path: '/verify', lazy: () => import('./routes/verify') },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          // Both spellings of the onboarding steps (spec §2.1).
          { path: '/login/personal-info', lazy: personalInfo },
          { path: '/personal-info', lazy: personalInfo },
          { path: '/login/store-info', lazy: storeInfo },
          { path: '/store-info', lazy: storeInfo },
          { path: '/create-success', lazy: () => import('./routes/create-success') },
          {
            element: <ShellLayout />,
            children: [
              { path: '/', lazy: () => import('./routes/home') },
              { path: '/products', lazy: () => import('./routes/products') },
              { path: '/products/create', lazy: () => import('./routes/product-create') },
              { path: '/update/:id', lazy: () => import('./routes/product-update') },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
