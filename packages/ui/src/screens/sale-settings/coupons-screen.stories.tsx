import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { CouponsScreen, type CouponValue } from './coupons-screen';

const t = es.saleSettings.coupons;

const primera: CouponValue = {
  id: 'c1',
  code: 'PRIMERA10',
  kind: 'porcentaje',
  percent: 10,
  amount: null,
  minSubtotal: '20000.00',
  maxUses: 100,
  uses: 37,
  startsOn: null,
  endsOn: '2026-12-31',
  active: true,
  combinesWithPaymentDiscount: true,
};
const envio: CouponValue = {
  ...primera,
  id: 'c2',
  code: 'ENVIOGRATIS',
  kind: 'envio_gratis',
  percent: null,
  minSubtotal: null,
  maxUses: null,
  uses: 12,
  endsOn: null,
};
const invierno: CouponValue = {
  ...primera,
  id: 'c3',
  code: 'INVIERNO',
  kind: 'monto_fijo',
  percent: null,
  amount: '2500.00',
  maxUses: 50,
  uses: 50,
  active: false,
};

const meta = {
  title: 'Screens/Cupones',
  component: CouponsScreen,
  args: {
    coupons: [primera, envio, invierno],
    storeCountry: 'AR',
    onSave: fn(async () => {}),
    onDeactivate: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof CouponsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list with each code's discount and its uses so far. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('PRIMERA10');
    await expect(rows[1]).toHaveTextContent('10%');
    await expect(rows[1]).toHaveTextContent(t.uses(37, 100));
    await expect(rows[2]).toHaveTextContent(t.uses(12, null));
    // An inactive coupon offers no 'Desactivar'.
    await expect(canvas.queryByRole('button', { name: t.deactivate('INVIERNO') })).toBeNull();
  },
};

export const Loading: Story = {
  args: { coupons: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(es.common.loading)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { coupons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.empty)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { coupons: undefined, error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t.loadError);
  },
};

/** A new 10% code, saved with the contract's fields. */
export const Create: Story = {
  args: { coupons: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t.create }));
    await userEvent.type(canvas.getByRole('textbox', { name: t.form.code }), 'hola10');
    await userEvent.type(canvas.getByRole('textbox', { name: t.form.percent }), '10');
    await userEvent.click(canvas.getByRole('button', { name: t.form.save }));
    await expect(await body.findByText(t.toasts.saved)).toBeInTheDocument();
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        code: 'hola10',
        kind: 'porcentaje',
        percent: 10,
        amount: null,
        minSubtotal: null,
        maxUses: null,
        startsOn: null,
        endsOn: null,
        active: true,
        combinesWithPaymentDiscount: true,
      },
      undefined,
    );
  },
};

/** The domain's messages at the fields; nothing is sent. */
export const Invalid: Story = {
  args: { coupons: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.create }));
    await userEvent.type(canvas.getByRole('textbox', { name: t.form.code }), 'ño');
    await userEvent.type(canvas.getByRole('textbox', { name: t.form.percent }), '150');
    await userEvent.click(canvas.getByRole('button', { name: t.form.save }));
    await expect(await canvas.findByText(t.messages.code)).toBeVisible();
    await expect(canvas.getByText(t.messages.percent)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server says the store already has the code: the message shows at the field. */
export const CodeTaken: Story = {
  args: {
    coupons: [],
    onSave: fn(async () => {
      throw { field: 'code' };
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.create }));
    await userEvent.type(canvas.getByRole('textbox', { name: t.form.code }), 'PRIMERA10');
    await userEvent.type(canvas.getByRole('textbox', { name: t.form.percent }), '10');
    await userEvent.click(canvas.getByRole('button', { name: t.form.save }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: t.form.code })).toHaveAccessibleDescription(
        expect.stringContaining(t.messages.codeTaken) as string,
      ),
    );
  },
};

/** Editing fills the form with the coupon; saving sends its id. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.edit('PRIMERA10') }));
    await expect(canvas.getByRole('heading', { name: t.form.editTitle })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.form.minSubtotal })).toHaveValue('20000');
    await userEvent.click(canvas.getByRole('button', { name: t.form.save }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'PRIMERA10', percent: 10, maxUses: 100 }),
        'c1',
      ),
    );
  },
};

export const Deactivate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.deactivate('PRIMERA10') }));
    await expect(args.onDeactivate).toHaveBeenCalledWith('c1');
  },
};

/** Deleting asks first; cancelling keeps the coupon, confirming deletes it. */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: t.remove('ENVIOGRATIS') }));
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(t.deleteDialog.text('ENVIOGRATIS'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.deleteDialog.cancel }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t.remove('ENVIOGRATIS') }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', {
        name: t.deleteDialog.confirm,
      }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith('c2');
  },
};
