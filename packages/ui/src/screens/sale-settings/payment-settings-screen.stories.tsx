import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { PaymentSettingsScreen } from './payment-settings-screen';

const t = es.saleSettings;
const transfer = t.payment.names.ar_transfer;

const meta = {
  title: 'Screens/Checkout/Cobro',
  component: PaymentSettingsScreen,
  args: {
    saved: [],
    storeCountry: 'AR',
    onSave: fn(async () => {}),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof PaymentSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing enabled yet: Argentina's transfer, cash and a payment link, each with its switch. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: t.payment.enable(transfer) }),
    ).not.toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: t.payment.enable(t.payment.names.cash) }),
    ).toBeVisible();
    await expect(canvas.queryByText(t.payment.names.pix)).toBeNull();
  },
};

/** Transfer by alias with '10% off por transferencia', and cash. */
export const Filled: Story = {
  args: {
    saved: [
      {
        type: 'ar_transfer',
        alias: 'tienda.ana',
        cbu: null,
        holder: 'Ana Pérez',
        cuit: null,
        discountPercent: 10,
      },
      { type: 'cash', discountPercent: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Alias (opcional)' })).toHaveValue(
      'tienda.ana',
    );
    await expect(canvas.getAllByRole('textbox', { name: t.payment.discountLabel })[0]).toHaveValue(
      '10',
    );
  },
};

/** A CBU with a wrong check digit is refused at the field; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: t.payment.enable(transfer) }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'CBU/CVU (opcional)' }),
      '2850590940090418135202',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titular' }), 'Ana Pérez');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await canvas.findByText(t.payment.messages.cbu)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** México: SPEI with its CLABE, bank and holder. */
export const Mexico: Story = {
  args: { storeCountry: 'MX' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('switch', { name: t.payment.enable(t.payment.names.mx_spei) }),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'CLABE' }), '032180000118359719');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Banco' }), 'Banorte');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Titular' }), 'Ana');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body.findByText(t.toasts.success)).toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith([
      {
        type: 'mx_spei',
        clabe: '032180000118359719',
        bank: 'Banorte',
        holder: 'Ana',
        discountPercent: '',
      },
    ]);
  },
};

/** Brasil: a Pix key with the name and city of its BR Code. */
export const Brasil: Story = {
  args: {
    storeCountry: 'BR',
    saved: [
      {
        type: 'pix',
        keyType: 'email',
        key: 'loja@exemplo.com.br',
        name: 'Loja da Ana',
        city: 'Sao Paulo',
        discountPercent: 5,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Chave Pix' })).toHaveValue(
      'loja@exemplo.com.br',
    );
  },
};
