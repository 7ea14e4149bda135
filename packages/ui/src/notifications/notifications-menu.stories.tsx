import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../i18n/es';
import { manyNotifications, sampleNotifications, STORY_NOW } from './fixtures';
import { NotificationsMenu } from './notifications-menu';
import { lazyChunk } from '../components/story-utils';

const meta = {
  title: 'Shell/NotificationsMenu',
  component: NotificationsMenu,
  args: { notifications: sampleNotifications, now: STORY_NOW, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // 5 unread of this panel (n2, n3, n4, n7, n8); n6 belongs to another app. The bell is queried
    // each time: the real one replaces its placeholder once the popover's code has loaded.
    const bell = () =>
      within(canvasElement).getByRole('button', { name: es.shell.header.notifications(5) });
    await userEvent.click(bell());
    const dialog = await within(document.body).findByRole('dialog', {}, lazyChunk);
    const items = within(dialog).getAllByRole('listitem');
    // Ignored and other-app notifications are left out; unread first, newest first.
    await expect(items.map((li) => li.textContent)).toEqual([
      `${es.notifications.types.success}Registraste una venta en tu tienda física.${es.notifications.relativeTime.minutes(1)}`,
      `${es.notifications.types.info}Tienes un nuevo pedido por WhatsApp.${es.notifications.relativeTime.minutes(5)}`,
      `${es.notifications.types.warning}Tu prueba gratis termina en 5 días.${es.notifications.relativeTime.hours(3)}`,
      `${es.notifications.types.info}Tu reporte semanal está listo.${es.notifications.relativeTime.days(1)}`,
      `${es.notifications.types.error}No pudimos procesar la imagen de tu tienda.${es.notifications.relativeTime.days(2)}`,
      `${es.notifications.types.success}Tu producto "Torta de chocolate" se publicó.${es.notifications.relativeTime.seconds(30)}`,
    ]);
    // An icon per type, coloured by it.
    await expect(
      items.map((li) => li.querySelector('[data-type]')?.getAttribute('data-type')),
    ).toEqual(['success', 'info', 'warning', 'info', 'error', 'success']);
    // Opening hands the host the unread ones it shows (not n6 of another app, not the read n1), to
    // mark them read: the badges then clear.
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    const shownUnread = ['n2', 'n3', 'n4', 'n7', 'n8'];
    await expect(args.onOpen).toHaveBeenCalledWith(expect.arrayContaining(shownUnread));
    await expect(args.onOpen).not.toHaveBeenCalledWith(expect.arrayContaining(['n1']));
    await expect(args.onOpen).not.toHaveBeenCalledWith(expect.arrayContaining(['n6']));
    for (const li of items) await expect(li.querySelector('[data-type] svg')).not.toBeNull();
    // Unread ones are marked.
    await expect(items.map((li) => li.hasAttribute('data-unread'))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    // Escape closes the menu and gives the focus back to the bell (once the popover has gone).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell()).toHaveFocus());
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: es.shell.header.notifications(0) }),
    );
    const dialog = await within(document.body).findByRole('dialog', {}, lazyChunk);
    // Nothing unread: nothing to mark.
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(within(dialog).getByText(es.notifications.emptyTitle)).toBeVisible();
    await expect(within(dialog).getByText(es.notifications.emptyHint)).toBeVisible();
  },
};

export const CappedAtTen: Story = {
  args: { notifications: manyNotifications },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog', {}, lazyChunk);
    const items = within(dialog).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    // The five unread (1, 4, 7, 10, 13) come first, newest first; then the newest read ones.
    await expect(items.map((li) => li.textContent?.match(/número (\d+)/)?.[1])).toEqual([
      '1',
      '4',
      '7',
      '10',
      '13',
      '2',
      '3',
      '5',
      '6',
      '8',
    ]);
  },
};

/** Ignored notifications take no place among the 10: the menu fills up with the next ones. */
export const IgnoredNotCounted: Story = {
  args: {
    notifications: manyNotifications.map((n, i) => (i < 3 ? { ...n, status: 'ignored' } : n)),
  },
  play: async ({ canvasElement }) => {
    // Unread: 4, 7, 10, 13 (1 is ignored now).
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: es.shell.header.notifications(4) }),
    );
    const dialog = await within(document.body).findByRole('dialog', {}, lazyChunk);
    const items = within(dialog).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    const numbers = items.map((li) => li.textContent?.match(/número (\d+)/)?.[1]);
    await expect(numbers).toEqual(['4', '7', '10', '13', '5', '6', '8', '9', '11', '12']);
  },
};
