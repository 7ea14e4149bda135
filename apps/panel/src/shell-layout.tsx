import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  useConfig,
  useLogout,
  useMarkNotificationsRead,
  useNotifications,
  useOrders,
  useUserInfo,
} from '@panel/api';
import { AppShell } from '@panel/ui';
import { asServerError } from './api';
import { LeaveGuardProvider, LeaveQuestion } from './leave-guard';
import { useLogin } from './login-context';
import { ModalProvider } from './modal';
import { useStorefrontUrl } from './storefront';
import { useTakingOrders } from './first-order';

/**
 * The signed-in frame (sidebar, header with 'Ver tienda', notifications) around every panel page, the
 * global modal they open, and the question before leaving a form with unsaved changes.
 */
export function ShellLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLogin();
  const userInfo = useUserInfo();
  const config = useConfig();
  const notifications = useNotifications();
  // The 'Pedidos' badge: orders waiting in 'nuevo' (the home's query: one cache entry for both).
  const newOrders = useOrders({ limit: 1 }).data?.newOrders;
  const logout = useLogout();
  const markRead = useMarkNotificationsRead();
  const storefrontUrl = useStorefrontUrl();
  const takingOrders = useTakingOrders();
  if (!userInfo.data) return null;
  const { user, store } = userInfo.data;
  const storeUrl =
    store?.link && config.data
      ? storefrontUrl(store.link, config.data.storeHost, undefined, { fromPanel: true })
      : null;
  return (
    <LeaveGuardProvider>
      <AppShell
        store={{ name: store?.name ?? '', picture: store?.picture }}
        storeUrl={storeUrl}
        storeClosed={takingOrders === false}
        user={{ name: user.name, picture: user.picture }}
        notifications={notifications.data ?? []}
        newOrders={newOrders}
        // A failure leaves them unread, to be marked at the next opening.
        onNotificationsOpen={(ids) => markRead.mutate(ids)}
        currentPath={location.pathname}
        onLogout={async () => {
          try {
            await logout.mutateAsync();
          } catch (err) {
            throw asServerError(err);
          }
          login.clear();
          void navigate('/login', { replace: true });
        }}
      >
        <ModalProvider>
          <Outlet />
        </ModalProvider>
      </AppShell>
      <LeaveQuestion />
    </LeaveGuardProvider>
  );
}
