import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { UsersScreen } from './users-screen';

const meta = {
  title: 'Screens/Users',
  component: UsersScreen,
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: es.users.title })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: es.users.comingSoonTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(es.common.soon)).toBeVisible();
    await expect(canvas.getByText(es.users.comingSoon)).toBeVisible();
  },
};
