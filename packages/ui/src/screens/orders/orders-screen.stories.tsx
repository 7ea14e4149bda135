import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within, type MockInstance } from 'storybook/test';
import { expectToast } from '../../components/story-utils';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import {
  aliasPayment,
  cashPayment,
  coordinateBreakdown,
  freeShippingBreakdown,
  issueBreakdown,
} from './order-breakdown.fixtures';
import { OrdersScreen, type OrderListItem } from './orders-screen';

const t = es.orders;
const NOW = new Date('2026-11-24T12:00:00Z');

const sample: OrderListItem[] = [
  {
    number: 1003,
    createdAt: '2026-11-24T11:55:00Z',
    customerName: 'Ana López',
    items: 3,
    total: '12500.00',
    delivery: 'delivery',
    status: 'nuevo',
  },
  {
    number: 1002,
    createdAt: '2026-11-22T09:00:00Z',
    customerName: 'José Pérez',
    items: 1,
    total: '4500.50',
    delivery: 'pickup',
    status: 'confirmado',
  },
  {
    number: 1001,
    createdAt: '2026-10-02T15:30:00Z',
    customerName: 'María Núñez',
    items: 2,
    total: '980.00',
    delivery: 'pickup',
    status: 'entregado',
  },
];

const meta = {
  title: 'Screens/Orders/List',
  component: OrdersScreen,
  args: {
    orders: sample,
    total: 3,
    page: 0,
    rowsPerPage: 10,
    query: '',
    status: null,
    storeUrl: 'http://dulces-ana.localhost:3000',
    orderHref: (n: number) => `/orders/${n}`,
    now: NOW,
    onQueryChange: fn(),
    onStatusChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  afterEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await step(
      'rows: number, relative date, customer, items, total, delivery, status',
      async () => {
        // The table shows from sm up, the list below: whichever is visible holds the same orders.
        const links = canvas.getAllByRole('link', { name: /1003/ });
        await expect(links.some((link) => link.getAttribute('href') === '/orders/1003')).toBe(true);
        await expect(canvas.getAllByText('$12.500,00').length).toBeGreaterThan(0);
        await expect(canvas.getAllByText(/Hace 5 minutos/).length).toBeGreaterThan(0);
        await expect(canvas.getAllByText(t.status.confirmado)[0]).toHaveAttribute(
          'data-status',
          'confirmado',
        );
      },
    );
    await step('filter and search call back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.statusFilter.nuevo }));
      await expect(args.onStatusChange).toHaveBeenLastCalledWith('nuevo');
      await userEvent.type(canvas.getByRole('searchbox', { name: t.searchLabel }), 'ana');
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('ana');
      await expect(canvas.getByText('3 de 3')).toBeVisible();
      await expect(canvas.getByRole('button', { name: t.pagination.next })).toBeDisabled();
    });
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: t.loading })).toBeVisible();
  },
};

// The story's own clipboard: a test browser may refuse the real one (no focus, no permission).
let clipboardWrite: MockInstance<Clipboard['writeText']> | undefined;

export const Empty: Story = {
  args: { orders: [], total: 0 },
  beforeEach: () => {
    clipboardWrite = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => clipboardWrite?.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.empty.title })).toBeVisible();
    // A store taking orders: the promise, and no notice.
    await expect(canvas.getByText(t.empty.text)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t.closed.title })).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'http://dulces-ana.localhost:3000' }),
    ).toBeVisible();
    const copy = canvas.getByRole('button', { name: t.empty.copy });
    await userEvent.click(copy);
    await expect(clipboardWrite).toHaveBeenCalledWith('http://dulces-ana.localhost:3000');
    await expectToast(t.empty.copied);
    // The picture shows the button at rest.
    await userEvent.unhover(copy);
  },
};

/**
 * Issue 21: a store without a WhatsApp number cannot take orders. The inbox says so and links to
 * 'Checkout'; its empty state promises no orders. (Failed before: no notice, and 'los pedidos llegarán
 * aquí'.)
 */
export const ClosedEmpty: Story = {
  args: { orders: [], total: 0, takingOrders: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.closed.title })).toBeVisible();
    await expect(canvas.getByText(t.closed.text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.closed.action })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expect(canvas.getByText(t.closed.emptyText)).toBeVisible();
    await expect(canvas.queryByText(t.empty.text)).toBeNull();
  },
};

/** Orders came in, then the number was removed: the notice stays above the list. */
export const ClosedWithOrders: Story = {
  args: { takingOrders: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.closed.title })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /1003/ }).length).toBeGreaterThan(0);
  },
};

export const Error: Story = {
  args: { orders: [], total: 0, isError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.loadError);
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Filtered: Story = {
  args: { orders: [sample[1]!], total: 1, status: 'confirmado' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.statusFilter.confirmado })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Issue 19: orders whose hold ended unconfirmed, by the 'Vencidos' filter. */
export const Lapsed: Story = {
  args: { orders: [{ ...sample[0]!, status: 'vencido' }], total: 1, status: 'vencido' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(es.orders.status.vencido).length).toBeGreaterThan(0);
    await expect(
      canvas.getByRole('button', { name: es.orders.statusFilter.vencido }),
    ).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { orders: [], total: 0, query: 'zzz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.noResults)).toBeVisible();
  },
};

export const Paged: Story = {
  args: { total: 23, page: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.pagination.next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

/** Priced orders (issue 23), and one placed before breakdowns (its total alone). */
const priced: OrderListItem[] = [
  { ...sample[0]!, total: '26250.00', breakdown: issueBreakdown, payment: aliasPayment },
  { ...sample[1]!, total: '31500.00', breakdown: freeShippingBreakdown, payment: aliasPayment },
  { ...sample[2]!, total: '9800.00', breakdown: coordinateBreakdown, payment: cashPayment },
  {
    number: 1000,
    createdAt: '2026-09-30T10:00:00Z',
    customerName: 'Beto Gómez',
    items: 1,
    total: '1500.00',
    delivery: 'pickup',
    status: 'entregado',
  },
];

/**
 * Issue 23: each order's total with the same breakdown as its message (Subtotal, discounts, Envío with
 * the option, 'Pago: …'), and the delivery option it chose; an older order shows its total alone.
 */
export const Priced: Story = {
  args: { orders: priced, total: 4, country: 'AR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = (elements: HTMLElement[]) =>
      elements.filter((el) => el.checkVisibility({ visibilityProperty: true }));
    const first = shown(canvas.getAllByRole('group', { name: t.breakdownOf(1003) }));
    await expect(first).toHaveLength(1);
    const rows = within(first[0]!);
    await expect(rows.getByText('Cupón PRIMERA10 (-10%)')).toBeVisible();
    await expect(rows.getByText('Envío (CABA)')).toBeVisible();
    await expect(rows.getByText('transferencia al alias tienda.ana')).toBeVisible();
    await expect(
      within(shown(canvas.getAllByRole('group', { name: t.breakdownOf(1002) }))[0]!).getByText(
        'Gratis',
      ),
    ).toBeVisible();
    await expect(
      within(shown(canvas.getAllByRole('group', { name: t.breakdownOf(1001) }))[0]!).getByText(
        'a coordinar',
      ),
    ).toBeVisible();
    await expect(shown(canvas.getAllByText(t.detail.deliveryOption.envio('CABA'))).length).toBe(2);
    await expect(canvas.queryAllByRole('group', { name: t.breakdownOf(1000) })).toHaveLength(0);
    await expect(shown(canvas.getAllByText('$1.500,00')).length).toBeGreaterThan(0);
  },
};

/** Issue 23: 'Sin confirmar' filters the orders still 'nuevo' an hour after they were placed. */
export const Unconfirmed: Story = {
  args: {
    orders: [{ ...sample[0]!, createdAt: '2026-11-24T09:30:00Z' }],
    total: 1,
    status: 'sin_confirmar',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole('button', { name: t.unconfirmedFilter });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t.all }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(chip);
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('sin_confirmar');
  },
};
