import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, spyOn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { expectToast, lazyChunk, pending, serverError } from '../components/story-utils';
import { es } from '../i18n/es';
import { sampleNotifications, sampleOrderNotification, STORY_NOW } from '../notifications/fixtures';
import { AppShell } from './app-shell';
import { shellHrefs } from './hrefs';

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  // The shell is the page frame: no padding around it.
  decorators: [
    (Story) => (
      <div style={{ margin: 'calc(-1 * var(--panel-space-lg))' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    children: <p>{es.home.placeholder.title}</p>,
    store: { name: 'Dulces Ana' },
    storeUrl: 'http://dulces-ana.panel.shop',
    user: { name: 'Ana María Pérez' },
    notifications: sampleNotifications,
    now: STORY_NOW,
    currentPath: shellHrefs.products,
    onLogout: fn(() => Promise.resolve()),
    onTrialAction: fn(),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile2', isRotated: false } };

// The host's router, as an app passes it through PanelProvider: links call it instead of loading a
// page (which would leave the story).
const navigate = fn();
const withRouter: Decorator = (Story) => (
  <RouterProvider navigate={navigate}>
    <Story />
  </RouterProvider>
);
const lastNavigation = () => navigate.mock.calls.at(-1)?.[0];

/** The sidebar entry (a link) whose name starts with this label. */
const entry = (container: HTMLElement, label: string) =>
  within(container).getByRole('link', { name: new RegExp(`^${label}`) });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: es.shell.sidebar.navLabel });
    const links = within(nav);
    for (const [label, href] of [
      [es.shell.sidebar.panel, shellHrefs.home],
      [es.shell.sidebar.products, shellHrefs.products],
      [es.shell.sidebar.checkout, shellHrefs.checkout],
      [es.shell.sidebar.myStore, shellHrefs.myStore],
      [es.shell.sidebar.sales, shellHrefs.sales],
    ] as const) {
      await expect(links.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(
      links.getByRole('link', { name: new RegExp(`^${es.shell.sidebar.products}`) }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('heading', { name: es.shell.sidebar.manage })).toBeVisible();
    await expect(
      links.getByRole('heading', { name: new RegExp(es.shell.sidebar.physicalStore) }),
    ).toHaveTextContent(es.common.soon);
    // Badges per source, unread of this panel only: reports (Panel) 1 (n7; n5 is ignored, n6 another
    // app's), products 0 (n1 is read), checkout 1, personalization (Mi Tienda) 1, sales 1.
    for (const label of [
      es.shell.sidebar.panel,
      es.shell.sidebar.checkout,
      es.shell.sidebar.myStore,
      es.shell.sidebar.sales,
    ]) {
      await expect(entry(nav, label)).toHaveTextContent(es.shell.sidebar.unread(1));
    }
    // No badge at all on Productos: its name is the bare label.
    await expect(entry(nav, es.shell.sidebar.products)).toHaveAccessibleName(
      es.shell.sidebar.products,
    );
    await expect(canvas.getByRole('link', { name: es.shell.sidebar.editProfile })).toHaveAttribute(
      'href',
      shellHrefs.myStore,
    );
    await expect(canvas.getByRole('link', { name: es.shell.header.viewStore })).toHaveAttribute(
      'href',
      'http://dulces-ana.panel.shop',
    );
    await expect(
      canvas.getByRole('button', { name: es.shell.header.notifications(5) }),
    ).toBeVisible();
    // The trial banner: 70 % bar.
    await expect(
      canvas.getByRole('progressbar', { name: es.shell.trialBanner.progressLabel }),
    ).toHaveAttribute('aria-valuenow', '70');
    // Wide screens: no menu button.
    await expect(
      canvas.queryByRole('button', { name: new RegExp(es.shell.header.openMenu) }),
    ).toBeNull();
  },
};

export const NewOrder: Story = {
  args: { notifications: [sampleOrderNotification, ...sampleNotifications] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: es.shell.sidebar.navLabel });
    // Without the count of new orders the order's notification puts its badge on 'Pedidos' and
    // adds one to the bell.
    await expect(entry(nav, es.shell.sidebar.orders)).toHaveTextContent(es.shell.sidebar.unread(1));
    await expect(
      canvas.getByRole('button', { name: es.shell.header.notifications(6) }),
    ).toBeVisible();
  },
};

/**
 * Issue 21: the 'Pedidos' badge is the orders waiting in 'nuevo' (18, as the home says), not the
 * unread order notifications (one here); and 'Pedidos' has its own icon, not the chart of 'Ventas'.
 * (Failed before the fix: the badge read '1 notificación sin leer' and both entries drew one path.)
 */
export const NewOrdersBadge: Story = {
  args: { notifications: [sampleOrderNotification, ...sampleNotifications], newOrders: 18 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: es.shell.sidebar.navLabel });
    const orders = entry(nav, es.shell.sidebar.orders);
    await expect(orders).toHaveTextContent(es.shell.sidebar.newOrders(18));
    await expect(orders).not.toHaveTextContent(es.shell.sidebar.unread(1));
    const drawing = (link: HTMLElement) => link.querySelector('svg path')?.getAttribute('d');
    await expect(drawing(orders)).toBeTruthy();
    await expect(drawing(orders)).not.toBe(drawing(entry(nav, es.shell.sidebar.sales)));
  },
};

export const WithoutStoreLink: Story = {
  args: { storeUrl: null, notifications: [], store: { name: 'Dulces Ana', picture: null } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: es.shell.header.viewStore }),
    ).toBeNull();
  },
};

export const AccountMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: new RegExp(es.shell.header.role) }),
    );
    const menu = await within(document.body).findByRole('menu', {}, lazyChunk);
    await expect(
      within(menu).getByRole('menuitem', { name: es.shell.header.myAccount }),
    ).toHaveAttribute('href', shellHrefs.myAccount);
    await expect(
      within(menu).getByRole('menuitem', { name: es.shell.header.subscription }),
    ).toHaveAttribute('href', shellHrefs.subscription);
    await expect(
      within(menu).getByRole('menuitem', { name: es.shell.header.logout }),
    ).toBeVisible();
  },
};

export const LogoutDialog: Story = {
  args: { onLogout: fn(() => pending()) },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await step('Cancelar closes without signing out', async () => {
      await userEvent.click(canvas.getByRole('button', { name: es.shell.sidebar.logout }));
      const dialog = await body.findByRole(
        'alertdialog',
        { name: es.shell.logoutDialog.title },
        lazyChunk,
      );
      await expect(dialog).toHaveTextContent(es.shell.logoutDialog.text);
      await userEvent.click(
        within(dialog).getByRole('button', { name: es.shell.logoutDialog.cancel }),
      );
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
      await expect(args.onLogout).not.toHaveBeenCalled();
    });
    await step('from the account menu, confirming signs out', async () => {
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(es.shell.header.role) }));
      await userEvent.click(
        await body.findByRole('menuitem', { name: es.shell.header.logout }, lazyChunk),
      );
      const dialog = await body.findByRole(
        'alertdialog',
        { name: es.shell.logoutDialog.title },
        lazyChunk,
      );
      await userEvent.click(
        within(dialog).getByRole('button', { name: es.shell.logoutDialog.confirm }),
      );
      await expect(args.onLogout).toHaveBeenCalledOnce();
      await expectToast(es.shell.toasts.logoutPending);
    });
  },
};

export const LogoutOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: es.shell.sidebar.logout }),
    );
    await within(document.body).findByRole(
      'alertdialog',
      { name: es.shell.logoutDialog.title },
      lazyChunk,
    );
  },
};

export const LogoutSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: es.shell.sidebar.logout }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {}, lazyChunk);
    await userEvent.click(
      within(dialog).getByRole('button', { name: es.shell.logoutDialog.confirm }),
    );
    await expectToast(es.shell.toasts.logoutSuccess);
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LogoutFails: Story = {
  args: { onLogout: fn(() => serverError('Network')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: es.shell.sidebar.logout }),
    );
    const dialog = await within(document.body).findByRole('alertdialog', {}, lazyChunk);
    await userEvent.click(
      within(dialog).getByRole('button', { name: es.shell.logoutDialog.confirm }),
    );
    await expectToast(es.shell.toasts.logoutFailure);
  },
};

export const TrialBanner: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.shell.trialBanner.offer(20, 5))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es.shell.trialBanner.action }));
    await expect(args.onTrialAction).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: es.shell.trialBanner.dismiss }));
    await expect(canvas.queryByText(es.shell.trialBanner.title)).toBeNull();
  },
};

// The browser's dialogs, stubbed while the placeholder story runs.
let browserConfirm: MockInstance<typeof window.confirm> | undefined;
let browserAlert: MockInstance<typeof window.alert> | undefined;

/** The banner's button is a placeholder: a confirm with the offer, then an alert. */
export const TrialBannerPlaceholder: Story = {
  render: (args) => <AppShell {...args} onTrialAction={undefined} />,
  beforeEach: () => {
    browserConfirm = spyOn(window, 'confirm').mockReturnValue(true);
    browserAlert = spyOn(window, 'alert').mockImplementation(() => undefined);
    return () => {
      browserConfirm?.mockRestore();
      browserAlert?.mockRestore();
    };
  },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement, step }) => {
    const action = within(canvasElement).getByRole('button', {
      name: es.shell.trialBanner.action,
    });
    await step('accepting the offer shows the alert', async () => {
      await userEvent.click(action);
      await expect(browserConfirm).toHaveBeenCalledWith(es.shell.trialBanner.confirm);
      await expect(browserAlert).toHaveBeenCalledWith(es.shell.trialBanner.alert);
    });
    await step('declining it shows nothing more', async () => {
      browserConfirm?.mockClear().mockReturnValue(false);
      browserAlert?.mockClear();
      await userEvent.click(action);
      await expect(browserConfirm).toHaveBeenCalledOnce();
      await expect(browserAlert).not.toHaveBeenCalled();
    });
  },
};

export const SmallScreen: Story = {
  globals: phone,
  parameters: { screenshot: { widths: [375] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The sidebar is a drawer: hidden until the menu button opens it.
    await expect(canvas.getByRole('navigation', { hidden: true })).not.toBeVisible();
    // Unread of checkout, products, subscription, reports and personalization (not sales): 4.
    const menu = canvas.getByRole('button', {
      name: `${es.shell.header.openMenu}, ${es.shell.sidebar.unread(4)}`,
    });
    await expect(menu).toHaveTextContent('4');
  },
};

/**
 * Issue 21: on a phone the menu button's count carries the 'Pedidos' badge of the drawer, the orders in
 * 'nuevo' (18) like the sidebar's, not the unread order notification (1): 4 + 18 = 22.
 * Its name says which is which. (Failed before the fix: the button read 5, the notification counted
 * instead of the orders; and its name called the 18 orders unread notifications.)
 */
export const SmallScreenNewOrders: Story = {
  globals: phone,
  parameters: { screenshot: { widths: [375] } },
  args: { notifications: [sampleOrderNotification, ...sampleNotifications], newOrders: 18 },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('button', {
      name: `${es.shell.header.openMenu}, 22: ${es.shell.sidebar.unread(4)}, ${es.shell.sidebar.newOrders(18)}`,
    });
    await expect(menu).toHaveTextContent('22');
  },
};

/**
 * Issue 21: a store without a WhatsApp number cannot take orders; the header says so beside 'Ver
 * tienda' and leads to 'Checkout'. (Failed before: the header said nothing.)
 */
export const StoreClosed: Story = {
  parameters: { screenshot: { widths: [375, 1280] } },
  args: { storeClosed: true },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('link', {
      name: es.shell.header.storeClosedHint,
    });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('href', '/checkout');
  },
};

/** A store that takes orders: no notice. */
export const StoreOpen: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('link', { name: es.shell.header.storeClosedHint }),
    ).toBeNull();
  },
};

export const DrawerOpen: Story = {
  globals: phone,
  decorators: [withRouter],
  parameters: { screenshot: { widths: [375] } },
  play: async ({ canvasElement, step }) => {
    const body = within(document.body);
    const openMenu = () =>
      userEvent.click(
        within(canvasElement).getByRole('button', { name: new RegExp(es.shell.header.openMenu) }),
      );
    await step('choosing an entry navigates and closes the drawer', async () => {
      await openMenu();
      const drawer = await body.findByRole(
        'dialog',
        { name: es.shell.sidebar.navLabel },
        lazyChunk,
      );
      await userEvent.click(entry(drawer, es.shell.sidebar.checkout));
      await expect(lastNavigation()).toBe(shellHrefs.checkout);
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    });
    await step('Escape closes it too', async () => {
      await openMenu();
      await body.findByRole('dialog', { name: es.shell.sidebar.navLabel }, lazyChunk);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    });
    // Open for the picture.
    await openMenu();
    await body.findByRole('dialog', { name: es.shell.sidebar.navLabel }, lazyChunk);
  },
};

/** Everything is reachable with Tab, shows a focus ring, and Enter follows a link. */
export const Keyboard: Story = {
  decorators: [withRouter],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: es.shell.sidebar.navLabel });
    await userEvent.tab();
    const editProfile = canvas.getByRole('link', { name: es.shell.sidebar.editProfile });
    await expect(editProfile).toHaveFocus();
    await expect(editProfile).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await userEvent.tab();
    // 'Pedidos' comes first under 'Gestionar'.
    await expect(entry(nav, es.shell.sidebar.orders)).toHaveFocus();
    await userEvent.tab();
    const products = entry(nav, es.shell.sidebar.products);
    await expect(products).toHaveFocus();
    await expect(products).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(lastNavigation()).toBe(shellHrefs.products);
    // Past the sidebar, the header: 'Ver tienda', the bell and the account menu.
    // The bell is a look-alike until its popover's code arrives, then the real trigger takes its
    // place (and its focus): look it up afresh each time.
    const bell = () => canvas.getByRole('button', { name: es.shell.header.notifications(5) });
    for (let i = 0; i < 20 && document.activeElement !== bell(); i += 1) await userEvent.tab();
    await waitFor(() => expect(bell()).toHaveFocus());
    await waitFor(() => expect(bell()).toHaveAttribute('data-focus-visible'));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu', {}, lazyChunk);
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: es.shell.header.myAccount })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const LongNames: Story = {
  args: {
    store: { name: 'Distribuidora de Abarrotes y Dulces Típicos del Norte' },
    user: { name: 'Maximiliano Alejandro de la Santísima Trinidad' },
    showTrialBanner: false,
  },
};
