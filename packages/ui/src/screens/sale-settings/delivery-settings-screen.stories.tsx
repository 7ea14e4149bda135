import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { DeliverySettingsScreen, type DeliveryOptionValue } from './delivery-settings-screen';

const t = es.saleSettings;

const coordinar: DeliveryOptionValue = {
  id: 'coordinar',
  kind: 'coordinar',
  name: 'A coordinar por WhatsApp',
  detail: null,
  fee: null,
  minSubtotal: null,
  freeOver: null,
  active: true,
};
const caba: DeliveryOptionValue = {
  id: 'zona-caba',
  kind: 'envio',
  name: 'CABA',
  detail: null,
  fee: '2500.00',
  minSubtotal: '10000.00',
  freeOver: '30000.00',
  active: true,
};
const local: DeliveryOptionValue = {
  id: 'local-palermo',
  kind: 'retiro',
  name: 'Local Palermo',
  detail: 'Honduras 4800, lun a vie de 10 a 18 h',
  fee: '0.00',
  minSubtotal: null,
  freeOver: null,
  active: true,
};

const meta = {
  title: 'Screens/Checkout/Entrega',
  component: DeliverySettingsScreen,
  args: {
    saved: [coordinar],
    storeCountry: 'AR',
    takingOrders: true,
    onSave: fn(async () => {}),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof DeliverySettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A store that never saved 'Entrega': one 'A coordinar por WhatsApp'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t.delivery.nameLabel })).toHaveValue(
      'A coordinar por WhatsApp',
    );
    await expect(canvas.getByRole('switch', { name: t.delivery.active })).toBeChecked();
  },
};

/** A zone with its fee, minimum and free-over amount, and a pickup point. */
export const Filled: Story = {
  args: { saved: [caba, local] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t.delivery.feeLabel })).toHaveValue('2500');
    await expect(canvas.getByRole('textbox', { name: t.delivery.freeOverLabel })).toHaveValue(
      '30000',
    );
    await expect(canvas.getByRole('textbox', { name: t.delivery.detailLabel.retiro })).toHaveValue(
      local.detail,
    );
  },
};

export const Empty: Story = {
  args: { saved: [], takingOrders: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.delivery.empty)).toBeVisible();
  },
};

/** A new zone without its fee is refused at the field, with the server's message; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.delivery.add }));
    const names = canvas.getAllByRole('textbox', { name: t.delivery.nameLabel });
    await userEvent.type(names[1]!, 'GBA Norte');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await canvas.findByText(t.delivery.messages.fee)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A store that takes orders cannot turn every option off. */
export const AtLeastOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: t.delivery.active }));
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t.delivery.messages.atLeastOne,
    );
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Whole amounts only where the currency has no decimals (Chile). */
export const WholeAmounts: Story = {
  args: { saved: [{ ...caba, name: 'Providencia' }], storeCountry: 'CL' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fee = canvas.getByRole('textbox', { name: t.delivery.feeLabel });
    await userEvent.clear(fee);
    await userEvent.type(fee, '2500.50');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await canvas.findByText(t.delivery.messages.wholeAmount)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A changed fee is saved with the option's id. */
export const Saved: Story = {
  args: { saved: [caba] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const fee = canvas.getByRole('textbox', { name: t.delivery.feeLabel });
    await userEvent.clear(fee);
    await userEvent.type(fee, '3000');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body.findByText(t.toasts.success)).toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith([
      {
        id: 'zona-caba',
        kind: 'envio',
        name: 'CABA',
        detail: '',
        fee: '3000',
        minSubtotal: '10000',
        freeOver: '30000',
        active: true,
      },
    ]);
  },
};

/** Amounts typed as a merchant writes them ('1.500', '30.000,50') are saved as the API writes them. */
export const SpanishAmounts: Story = {
  args: { saved: [caba] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const fee = canvas.getByRole('textbox', { name: t.delivery.feeLabel });
    await userEvent.clear(fee);
    await userEvent.type(fee, '1.500');
    const freeOver = canvas.getByRole('textbox', { name: t.delivery.freeOverLabel });
    await userEvent.clear(freeOver);
    await userEvent.type(freeOver, '30.000,50');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body.findByText(t.toasts.success)).toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith([
      expect.objectContaining({ id: 'zona-caba', fee: '1500.00', freeOver: '30000.50' }),
    ]);
  },
};
