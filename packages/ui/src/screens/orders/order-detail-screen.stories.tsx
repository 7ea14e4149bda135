import { INVALID_STATUS_CHANGE, ORDER_HOLD_MESSAGES } from '@panel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, serverError } from '../../components/story-utils';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { aliasPayment, coordinateBreakdown, issueBreakdown } from './order-breakdown.fixtures';
import { OrderDetailScreen, type OrderDetails } from './order-detail-screen';

const d = es.orders.detail;

/** The elements the screen shows at this width (the lines are a table or a list, by width). */
const visible = (elements: HTMLElement[]) =>
  elements.filter((el) => el.checkVisibility({ visibilityProperty: true }));
const NOW = new Date('2026-11-24T12:00:00Z');

const order: OrderDetails = {
  number: 1003,
  status: 'nuevo',
  createdAt: '2026-11-24T11:55:00Z',
  customerName: 'Ana López',
  phone: '1123456789',
  phoneArea: '+54',
  delivery: 'delivery',
  address: 'Av. Corrientes 1234, CABA',
  note: 'Tocar timbre 2B',
  lines: [
    {
      productId: 'p1',
      name: 'Torta de chocolate',
      quantity: 2,
      unitPrice: '4500.00',
      subtotal: '9000.00',
    },
    { productId: null, name: 'Galletas', quantity: 1, unitPrice: '3500.00', subtotal: '3500.00' },
  ],
  total: '12500.00',
  orderUrl: 'http://dulces-ana.localhost:3000/pedido/abcdefghijklmnopqrstuvwx',
  history: [{ from: null, to: 'nuevo', at: '2026-11-24T11:55:00Z' }],
};

const meta = {
  title: 'Screens/Orders/Detail',
  component: OrderDetailScreen,
  args: {
    order,
    storeName: 'Dulces Ana',
    backHref: '/orders',
    now: NOW,
    onStatusChange: fn(async () => {}),
    onRetry: fn(),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof OrderDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: d.title(1003) })).toBeVisible();
    await step('lines, total, customer, delivery, note, order page', async () => {
      await expect(visible(canvas.getAllByText('Torta de chocolate'))).toHaveLength(1);
      await expect(visible(canvas.getAllByText('$12.500,00'))).toHaveLength(1);
      await expect(canvas.getByText('Av. Corrientes 1234, CABA')).toBeVisible();
      await expect(canvas.getByText('Tocar timbre 2B')).toBeVisible();
      await expect(canvas.getByRole('link', { name: d.orderPage })).toHaveAttribute(
        'href',
        order.orderUrl,
      );
    });
    await step('write to the customer on WhatsApp, naming the order', async () => {
      const link = canvas.getByRole('link', { name: d.writeCustomer });
      const href = link.getAttribute('href') ?? '';
      await expect(href.startsWith('https://wa.me/5491123456789?text=')).toBe(true);
      await expect(decodeURIComponent(href)).toContain('#1003');
    });
    await step('Confirmar', async () => {
      await userEvent.click(canvas.getByRole('button', { name: d.confirm }));
      await expect(args.onStatusChange).toHaveBeenCalledWith('confirmado');
    });
  },
};

/**
 * Issue 21: a Mexican store's order, its amounts written the Mexican way. (Failed before: every store
 * wrote '$12.500,00', the Argentine way.)
 */
export const MexicanStore: Story = {
  parameters: { screenshot: { disable: true } },
  args: { country: 'MX' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(visible(canvas.getAllByText('$12,500.00'))).toHaveLength(1);
    await expect(visible(canvas.getAllByText('$9,000.00'))).toHaveLength(1);
    await expect(canvas.queryByText('$12.500,00')).toBeNull();
  },
};

/** Issue 21: every line's quantity, price and subtotal, and the total, inside the order's card. */
export const LinesFitTheCard: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: {
    order: {
      ...order,
      lines: [
        ...order.lines,
        {
          productId: 'p3',
          name: 'Caja de alfajores de maicena con dulce de leche y coco rallado (docena)',
          quantity: 120,
          unitPrice: '1234567.89',
          subtotal: '148148146.80',
        },
      ],
      total: '148160646.80',
    },
  },
  play: async ({ canvasElement }) => {
    // Failed at 375 px before the fix: the lines table was 797 px wide, the total off screen.
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: d.title(1003) }).getBoundingClientRect();
    const total = visible(canvas.getAllByText('$148.160.646,80'));
    await expect(total).toHaveLength(1);
    for (const text of ['$1.234.567,89', '$148.148.146,80', '$9.000,00', '$148.160.646,80']) {
      const [shown] = visible(canvas.getAllByText(new RegExp(text.replace(/[$.]/g, '\\$&'))));
      await expect(shown).toBeDefined();
      const box = shown!.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(card.right + 0.5);
      await expect(box.left).toBeGreaterThanOrEqual(card.left - 0.5);
    }
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const CancelConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: d.cancel }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(d.cancelDialog.text);
    await userEvent.click(within(dialog).getByRole('button', { name: d.cancelDialog.confirm }));
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith('cancelado'));
  },
};

export const Confirmed: Story = {
  args: {
    order: {
      ...order,
      status: 'confirmado',
      phone: '',
      phoneArea: '',
      delivery: 'pickup',
      address: '',
      note: '',
      history: [...order.history, { from: 'nuevo', to: 'confirmado', at: '2026-11-24T11:58:00Z' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: d.deliver })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: d.confirm })).toBeNull();
    await expect(canvas.queryByRole('link', { name: d.writeCustomer })).toBeNull();
    await expect(canvas.getByText(d.noPhone)).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { order: { ...order, status: 'cancelado' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: d.cancel })).toBeNull();
    await expect(canvas.queryByRole('button', { name: d.deliver })).toBeNull();
  },
};

export const Delivered: Story = {
  args: {
    order: {
      ...order,
      status: 'entregado',
      history: [
        ...order.history,
        { from: 'nuevo', to: 'confirmado', at: '2026-11-24T11:58:00Z' },
        { from: 'confirmado', to: 'entregado', at: '2026-11-24T11:59:00Z' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(es.orders.status.entregado).length).toBeGreaterThan(0);
    // Delivered is final: no status action is left.
    for (const action of [d.confirm, d.deliver, d.cancel]) {
      await expect(canvas.queryByRole('button', { name: action })).toBeNull();
    }
    await expect(canvas.getByRole('link', { name: d.writeCustomer })).toBeVisible();
  },
};

const lapsed: OrderDetails = {
  ...order,
  status: 'vencido',
  history: [...order.history, { from: 'nuevo', to: 'vencido', at: '2026-11-24T13:55:00Z' }],
};

/** Issue 19: the hold ended unconfirmed; the merchant may still confirm (taking the units again) or cancel. */
export const Lapsed: Story = {
  args: { order: lapsed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(es.orders.status.vencido).length).toBeGreaterThan(0);
    await expect(canvas.getByText(d.lapsedNote)).toBeVisible();
    await expect(canvas.getByRole('button', { name: d.cancel })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: d.confirm }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('confirmado');
  },
};

/** Confirming a lapsed order whose units were sold meanwhile: the server's message names the product. */
export const LapsedUnitsGone: Story = {
  args: {
    order: lapsed,
    onStatusChange: fn(() =>
      serverError(ORDER_HOLD_MESSAGES.goneWhenConfirming('Torta de chocolate', 0)),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: d.confirm }));
    await expectToast(ORDER_HOLD_MESSAGES.goneWhenConfirming('Torta de chocolate', 0));
  },
};

/** Cancelling a lapsed order says nothing comes back to stock: its hold's end already did it. */
export const LapsedCancelConfirmation: Story = {
  args: { order: lapsed },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: d.cancel }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(d.cancelDialog.lapsedText);
  },
};

export const AlreadyChanged: Story = {
  args: { onStatusChange: fn(() => serverError(INVALID_STATUS_CHANGE)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: d.confirm }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('confirmado');
    // Not the generic failure that suggests trying again: the order moved meanwhile.
    await expectToast(d.toasts.alreadyChanged);
    await expect(within(document.body).queryByText(d.toasts.failure)).toBeNull();
  },
};

export const Loading: Story = { args: { order: null, isLoading: true } };

export const NotFound: Story = {
  args: { order: null, error: 'notFound' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(d.notFound);
  },
};

export const LoadError: Story = {
  args: { order: null, error: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(d.loadError);
  },
};

/** The issue's order (issue 23): the breakdown as the customer's message had it, and how they pay. */
const priced: OrderDetails = {
  ...order,
  lines: [
    {
      productId: 'p1',
      name: 'Torta de chocolate',
      quantity: 1,
      unitPrice: '27500.00',
      subtotal: '27500.00',
    },
  ],
  total: '26250.00',
  breakdown: issueBreakdown,
  payment: aliasPayment,
};

/**
 * Issue 23: a priced order shows Subtotal, the coupon's line, 'Envío (CABA)', the Total and 'Pago'
 * with the alias, and the delivery option the customer chose.
 */
export const Priced: Story = {
  args: { order: priced, country: 'AR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: d.breakdown });
    const breakdown = within(group);
    const rows = [...group.querySelectorAll('dt')].map((term) => term.textContent);
    await expect(rows).toEqual([
      'Subtotal',
      'Cupón PRIMERA10 (-10%)',
      'Envío (CABA)',
      'Total',
      'Pago',
    ]);
    await expect(breakdown.getByText('-$2.750,00')).toBeVisible();
    await expect(breakdown.getByText('$1.500,00')).toBeVisible();
    await expect(breakdown.getByText('$26.250,00')).toBeVisible();
    await expect(breakdown.getByText('transferencia al alias tienda.ana')).toBeVisible();
    await expect(canvas.getByText(d.deliveryOption.envio('CABA'))).toBeVisible();
    // The total shows once: in the breakdown, not again under the lines.
    await expect(visible(canvas.getAllByText('$26.250,00'))).toHaveLength(1);
  },
};

/** A delivery 'a coordinar': the total says so. */
export const PricedToCoordinate: Story = {
  args: {
    order: { ...priced, total: '9800.00', breakdown: coordinateBreakdown, payment: null },
    country: 'AR',
  },
  play: async ({ canvasElement }) => {
    const breakdown = within(within(canvasElement).getByRole('group', { name: d.breakdown }));
    await expect(breakdown.getByText('a coordinar')).toBeVisible();
    await expect(breakdown.getByText('$9.800,00 + envío a coordinar')).toBeVisible();
    await expect(breakdown.queryByText('Pago')).toBeNull();
  },
};
