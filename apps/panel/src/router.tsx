import { createBrowserRouter, Outlet, useHref, useNavigate } from 'react-router-dom';
import { PanelProvider } from '@panel/ui';
import { AnalyticsProvider } from './analytics';
import { LoginArea, RequireAuth } from './guards';
import { RouteError } from './route-error';

/**
 * react-aria's links resolve their href through this: panel paths through the router, while an absolute
 * URL (the storefront's 'Ver tienda' and 'Ver', opened in a new tab) stays as it is — the router would
 * read 'http://…' as a path relative to the current page.
 */
function useAppHref(href: string): string {
  const resolved = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : resolved;
}

/** Root layout: theme, toasts, and react-aria links that navigate through the app's router. */
function Root() {
  const navigate = useNavigate();
  return (
    <PanelProvider navigate={(to) => void navigate(to)} useHref={useAppHref}>
      <AnalyticsProvider>
        <Outlet />
      </AnalyticsProvider>
    </PanelProvider>
  );
}

const personalInfo = () => import('./routes/personal-info');
const storeInfo = () => import('./routes/store-info');

// Spec §2.1; every route module is lazy-loaded.
export const router = createBrowserRouter([
  {
    element: <Root />,
    // A route that throws shows a Spanish page with a way back (inside the shell for panel pages).
    errorElement: <RouteError standalone />,
    children: [
      {
        element: <LoginArea />,
        errorElement: <RouteError standalone />,
        children: [
          { path: '/login', lazy: () => import('./routes/login') },
          { path: '/verify', lazy: () => import('./routes/verify') },
        ],
      },
      {
        element: <RequireAuth />,
        errorElement: <RouteError standalone />,
        children: [
          // Both spellings of the onboarding steps (spec §2.1).
          { path: '/login/personal-info', lazy: personalInfo },
          { path: '/personal-info', lazy: personalInfo },
          { path: '/login/store-info', lazy: storeInfo },
          { path: '/store-info', lazy: storeInfo },
          { path: '/create-success', lazy: () => import('./routes/create-success') },
          {
            // Lazy: the shell's overlays (menus, dialogs, tooltips) stay out of the login's first load.
            lazy: () => import('./shell-layout').then((m) => ({ Component: m.ShellLayout })),
            children: [
              {
                // Pathless: a page's error shows inside the shell, which stays usable.
                errorElement: <RouteError />,
                children: [
                  { path: '/', lazy: () => import('./routes/home') },
                  { path: '/products', lazy: () => import('./routes/products') },
                  { path: '/products/create', lazy: () => import('./routes/product-create') },
                  { path: '/update/:id', lazy: () => import('./routes/product-update') },
                  { path: '/checkout', lazy: () => import('./routes/checkout') },
                  { path: '/my-store', lazy: () => import('./routes/my-store') },
                  { path: '/my-account', lazy: () => import('./routes/my-account') },
                  { path: '/subscription', lazy: () => import('./routes/subscription') },
                  { path: '/sales', lazy: () => import('./routes/sales') },
                  { path: '/users', lazy: () => import('./routes/users') },
                  // Unknown addresses: a signed-out visitor goes to /login?redirectTo=… like for
                  // any protected page, a signed-in one sees the not-found page in the shell.
                  { path: '*', lazy: () => import('./routes/not-found') },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
