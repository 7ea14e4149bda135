// Spec §2.1. A declarative router (`<Routes>`, React.lazy) rather than react-router's data router: the
// panel has no loaders or actions, and the data router costs 15.7 KiB gzip on every first load
// (bench/REPORT.md). Navigations run in a React transition, so a page whose module is still loading
// keeps the previous page on screen, as the data router did.
import { lazy, Suspense, type ComponentType } from 'react';
import {
  BrowserRouter,
  matchPath,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { configQuery, userInfoQuery } from '@panel/api';
import { PanelProvider } from '@panel/ui';
import { client, queryClient } from './api';
import { AnalyticsProvider } from './analytics';
import { LoginArea, RequireAuth, startSessionCheck } from './guards';
import { leaveHooks } from './leave-hooks';
import { RouteErrorBoundary } from './route-error';

/**
 * react-aria's links resolve their href through this: panel paths through the router, while an absolute
 * URL (the storefront's 'Ver tienda' and 'Ver', opened in a new tab) stays as it is — the router would
 * read 'http://…' as a path relative to the current page.
 */
function useAppHref(href: string): string {
  const resolved = useHref(href);
  return /^[a-z][a-z\d+.-]*:/i.test(href) ? href : resolved;
}

/**
 * Root layout: theme, toasts, and react-aria links that navigate through the app's router — after
 * asking, when a form holds unsaved changes (leave-guard.tsx, mounted by the signed-in shell).
 */
function Root() {
  const navigate = useNavigate();
  return (
    <PanelProvider
      navigate={(to) => leaveHooks.attempt(() => void navigate(to))}
      useHref={useAppHref}
    >
      <AnalyticsProvider>
        <Guarded standalone />
      </AnalyticsProvider>
    </PanelProvider>
  );
}

/**
 * A route group's error boundary: a page that throws while loading its module or rendering shows a
 * Spanish page with a retry and a way back (inside the shell for panel pages, `standalone` elsewhere).
 * Going to another address clears it.
 */
function Guarded({ standalone = false }: { standalone?: boolean }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} standalone={standalone}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

type PageModule = { Component: ComponentType };

/**
 * A route module's page (each module exports `Component`), loaded on first visit or by `preload`. Once
 * loaded it renders directly: React.lazy would still suspend for a tick on its first render, and React
 * holds a revealed Suspense boundary back for 300 ms — the first paint of a preloaded page waited for it.
 */
function page(load: () => Promise<PageModule>) {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((m) => {
      loaded = m.Component;
      return m;
    });
  const Lazy = lazy(() => loadOnce().then((m) => ({ default: m.Component })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { element: <Page />, load: loadOnce };
}

// Created once, at module scope: a lazy component made during render would load and mount again.
const pages = {
  login: page(() => import('./routes/login')),
  verify: page(() => import('./routes/verify')),
  linkSignIn: page(() => import('./routes/link-sign-in')),
  personalInfo: page(() => import('./routes/personal-info')),
  storeInfo: page(() => import('./routes/store-info')),
  createSuccess: page(() => import('./routes/create-success')),
  // Lazy: the shell's overlays (menus, dialogs, tooltips) stay out of the login's first load.
  shell: page(() => import('./shell-layout').then((m) => ({ Component: m.ShellLayout }))),
  home: page(() => import('./routes/home')),
  products: page(() => import('./routes/products')),
  orders: page(() => import('./routes/orders')),
  order: page(() => import('./routes/order')),
  productCreate: page(() => import('./routes/product-create')),
  productUpdate: page(() => import('./routes/product-update')),
  checkout: page(() => import('./routes/checkout')),
  coupons: page(() => import('./routes/coupons')),
  myStore: page(() => import('./routes/my-store')),
  myAccount: page(() => import('./routes/my-account')),
  subscription: page(() => import('./routes/subscription')),
  sales: page(() => import('./routes/sales')),
  users: page(() => import('./routes/users')),
  notFound: page(() => import('./routes/not-found')),
};

// Spec §2.1, in the order the routes are matched.
const loginPages = {
  '/login': pages.login,
  '/verify': pages.verify,
  // The page of a sign-in link mail (sent instead of a code after too many wrong codes).
  '/login/enlace': pages.linkSignIn,
};
const onboardingPages = {
  // Both spellings of the onboarding steps.
  '/login/personal-info': pages.personalInfo,
  '/personal-info': pages.personalInfo,
  '/login/store-info': pages.storeInfo,
  '/store-info': pages.storeInfo,
  '/create-success': pages.createSuccess,
};
const shellPages = {
  '/': pages.home,
  '/orders': pages.orders,
  '/orders/:number': pages.order,
  '/products': pages.products,
  '/products/create': pages.productCreate,
  '/update/:id': pages.productUpdate,
  '/checkout': pages.checkout,
  '/coupons': pages.coupons,
  '/my-store': pages.myStore,
  '/my-account': pages.myAccount,
  '/subscription': pages.subscription,
  '/sales': pages.sales,
  '/users': pages.users,
};

/** The page of `table` whose path matches `pathname`. */
function findPage(table: Record<string, ReturnType<typeof page>>, pathname: string) {
  return Object.entries(table).find(([path]) => matchPath(path, pathname))?.[1];
}

/**
 * Loads the modules of the page at `pathname` (the shell's too) without waiting for the guards and
 * layouts above them to render: on a first load they download beside the session check instead of one
 * after another; the session check and, for protected pages, user-info start now too. Settles when they
 * have loaded or failed; main.tsx renders (or hydrates the prerendered /login) then, so the first page
 * never suspends (React would hold its reveal back for 300 ms).
 */
export async function preload(pathname: string): Promise<void> {
  startSessionCheck();
  // Every page reads /config (the store host, Google's client id): asked now, not at the first render.
  void queryClient.prefetchQuery(configQuery(client));
  if (!findPage(loginPages, pathname)) void queryClient.prefetchQuery(userInfoQuery(client));
  // The product list's rows, beside its modules rather than after them (30 chunks on a cold load). The
  // list call's code comes with that one small chunk: kept out of every other page's first load.
  if (matchPath('/products', pathname)) {
    void import('./product-list-view').then((m) =>
      queryClient.prefetchQuery(m.firstProductsPage(client)),
    );
  }
  await loadPage(pathname);
}

/**
 * Loads the modules of the page at `pathname` (the shell's too for panel pages), nothing else: what
 * `preload` waits for, and what the server loads before rendering (entry-server.tsx).
 * Settles when they have loaded or failed.
 */
export async function loadPage(pathname: string): Promise<void> {
  const outside = findPage(loginPages, pathname) ?? findPage(onboardingPages, pathname);
  const modules = outside
    ? [outside]
    : [pages.shell, findPage(shellPages, pathname) ?? pages.notFound];
  // A failure here is the page's own to report: its lazy component imports again and shows RouteError.
  await Promise.allSettled(modules.map((module) => module.load()));
}

const routes = (table: Record<string, ReturnType<typeof page>>) =>
  Object.entries(table).map(([path, { element }]) => (
    <Route key={path} path={path} element={element} />
  ));

/** The panel in the browser: every route, at the address bar's location. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * Every route of the panel, under whichever router holds the location: `BrowserRouter` in the browser,
 * `StaticRouter` on the server (entry-server.tsx).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route element={<LoginArea />}>{routes(loginPages)}</Route>
        <Route element={<RequireAuth />}>
          <Route element={<Guarded standalone />}>
            {routes(onboardingPages)}
            <Route element={pages.shell.element}>
              {/* A page's error shows inside the shell, which stays usable. */}
              <Route element={<Guarded />}>
                {routes(shellPages)}
                {/* Unknown addresses: a signed-out visitor goes to /login?redirectTo=… like for
                    any protected page, a signed-in one sees the not-found page in the shell. */}
                <Route path="*" element={pages.notFound.element} />
              </Route>
            </Route>
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
