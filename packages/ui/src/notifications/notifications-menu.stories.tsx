import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { es } from '../i18n/es';
import { manyNotifications, sampleNotifications, STORY_NOW } from './fixtures';
import { NotificationsMenu } from './notifications-menu';

const meta = {
  title: 'Shell/NotificationsMenu',
  component: NotificationsMenu,
  args: { notifications: sampleNotifications, now: STORY_NOW },
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
  play: async ({ canvasElement }) => {
    // 5 unread of this panel (n2, n3, n4, n7, n8); n6 belongs to another app.
    const bell = within(canvasElement).getByRole('button', {
      name: es.shell.header.notifications(5),
    });
    await userEvent.click(bell);
    const dialog = await within(document.body).findByRole('dialog');
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
    await userEvent.keyboard('{Escape}');
    await expect(bell).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: es.shell.header.notifications(0) }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByText(es.notifications.emptyTitle)).toBeVisible();
    await expect(within(dialog).getByText(es.notifications.emptyHint)).toBeVisible();
  },
};

export const CappedAtTen: Story = {
  args: { notifications: manyNotifications },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
  },
};
