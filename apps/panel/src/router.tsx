import { createBrowserRouter, Navigate, Outlet, useHref, useNavigate } from 'react-router-dom';
import { PanelProvider } from '@panel/ui';

/** Root layout: theme, toasts, and react-aria links that navigate through the app's router. */
function Root() {
  const navigate = useNavigate();
  return (
    <PanelProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
    </PanelProvider>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    children: [
      { path: '/login', lazy: () => import('./routes/login') },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
]);
