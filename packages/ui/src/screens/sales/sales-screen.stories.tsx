import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { SalesScreen } from './sales-screen';

const meta = {
  title: 'Screens/Sales',
  component: SalesScreen,
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof SalesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { level: 1, name: es.sales.title })).toBeVisible();
    await expect(canvas.getByText(es.sales.note)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: es.sales.add }));
    await expect(await body.findByText(es.sales.comingSoon('Panel'))).toBeInTheDocument();
  },
};
