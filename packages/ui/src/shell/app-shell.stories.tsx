import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, pending, serverError } from '../components/story-utils';
import { es } from '../i18n/es';
import { sampleNotifications, STORY_NOW } from '../notifications/fixtures';
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
    // Badges per source: reports (Panel) 1, checkout 1, personalization (Mi Tienda) 1, sales 1, products 0.
    await expect(
      links.getByRole('link', { name: new RegExp(`^${es.shell.sidebar.panel}`) }),
    ).toHaveTextContent(es.shell.sidebar.unread(1));
    await expect(
      links.getByRole('link', { name: new RegExp(`^${es.shell.sidebar.products}`) }),
    ).not.toHaveTextContent(es.shell.sidebar.unread(1));
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
    const menu = await within(document.body).findByRole('menu');
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
      const dialog = await body.findByRole('alertdialog', { name: es.shell.logoutDialog.title });
      await expect(dialog).toHaveTextContent(es.shell.logoutDialog.text);
      await userEvent.click(
        within(dialog).getByRole('button', { name: es.shell.logoutDialog.cancel }),
      );
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
      await expect(args.onLogout).not.toHaveBeenCalled();
    });
    await step('from the account menu, confirming signs out', async () => {
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(es.shell.header.role) }));
      await userEvent.click(await body.findByRole('menuitem', { name: es.shell.header.logout }));
      const dialog = await body.findByRole('alertdialog', { name: es.shell.logoutDialog.title });
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
    await within(document.body).findByRole('alertdialog', { name: es.shell.logoutDialog.title });
  },
};

export const LogoutSucceeds: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: es.shell.sidebar.logout }),
    );
    const dialog = await within(document.body).findByRole('alertdialog');
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
    const dialog = await within(document.body).findByRole('alertdialog');
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

export const DrawerOpen: Story = {
  globals: phone,
  parameters: { screenshot: { widths: [375] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: new RegExp(es.shell.header.openMenu) }),
    );
    const drawer = await within(document.body).findByRole('dialog', {
      name: es.shell.sidebar.navLabel,
    });
    await expect(
      within(drawer).getByRole('link', { name: new RegExp(`^${es.shell.sidebar.checkout}`) }),
    ).toBeVisible();
    // Choosing an entry closes the drawer.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: new RegExp(es.shell.header.openMenu) }),
    );
    await within(document.body).findByRole('dialog', { name: es.shell.sidebar.navLabel });
  },
};

export const LongNames: Story = {
  args: {
    store: { name: 'Distribuidora de Abarrotes y Dulces Típicos del Norte' },
    user: { name: 'Maximiliano Alejandro de la Santísima Trinidad' },
    showTrialBanner: false,
  },
};
