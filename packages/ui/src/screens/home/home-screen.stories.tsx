import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';
import { expectToast } from '../../components/story-utils';
import { es } from '../../i18n/es';
import { HomePlaceholder } from './home-placeholder';
import { whatsappShareUrl } from './first-order-steps';
import { HomeScreen, homeHrefs } from './home-screen';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  args: {
    userName: 'Ana María Pérez',
    trialDays: 14,
    metrics: {
      visits: { value: '1.250', change: 12 },
      conversionRate: { value: '3,2 %', change: -0.4 },
      totalCarts: { value: '86', change: 5 },
      abandonedCarts: { value: '21', change: -8 },
    },
    productCount: 42,
    productLimit: 100,
    onLimitReached: fn(),
    onPeriodChange: fn(),
    onDismissTrialInfo: fn(),
    onLinkShared: fn(),
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    // The first word of the name.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      es.home.greeting('Ana'),
    );
    await expect(canvas.getByRole('heading', { name: es.home.performance.title })).toBeVisible();
    for (const title of Object.values(es.home.performance.metrics)) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(canvas.getByText('1.250')).toBeVisible();
    // Changes are written the Spanish way, signed.
    await expect(canvas.getByText('+12 %')).toBeVisible();
    await expect(canvas.getByText('-0,4 %')).toBeVisible();
    const add = canvas.getByRole('link', { name: new RegExp(es.home.quickAccess.addProduct) });
    await expect(add).toHaveAttribute('href', homeHrefs.addProduct);
    await expect(add).toHaveTextContent(es.home.quickAccess.productCount(42, 100));
    await expect(
      canvas.getByRole('link', { name: es.home.quickAccess.customizeCheckout }),
    ).toHaveAttribute('href', homeHrefs.checkout);
    await expect(
      canvas.getByRole('link', { name: es.home.quickAccess.customizeStore }),
    ).toHaveAttribute('href', homeHrefs.store);
    await step('the trial banner can be dismissed', async () => {
      await expect(canvas.getByText(es.home.trialInfo(14))).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: es.home.trialInfoDismiss }));
      await expect(canvas.queryByText(es.home.trialInfo(14))).toBeNull();
      await expect(args.onDismissTrialInfo).toHaveBeenCalledOnce();
    });
  },
};

export const PeriodAndTooltip: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(es.home.performance.periodLabel) }),
    );
    await body.findByRole('option', { name: es.home.performance.periods.month });
    // The four periods, in order.
    await expect(
      within(body.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(Object.values(es.home.performance.periods));
    await userEvent.click(body.getByRole('option', { name: es.home.performance.periods.month }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('month');
    // The tooltip says what the figure counts and names the previous period.
    const info = canvas.getByRole('button', {
      name: `${es.home.performance.metrics.visits}: ${es.home.performance.definitions.visits} ${es.home.performance.comparedTo.month}.`,
    });
    await userEvent.tab();
    info.focus();
    await waitFor(() =>
      expect(body.getByRole('tooltip')).toHaveTextContent(es.home.performance.comparedTo.month),
    );
    await expect(body.getByRole('tooltip')).toHaveTextContent(
      es.home.performance.definitions.visits,
    );
    // Issue 25: a visit is counted by the page in the visitor's browser; without JavaScript it may not be.
    await expect(body.getByRole('tooltip')).toHaveTextContent(/JavaScript desactivado/);
  },
};

/** A store with no visits yet: zeros, and '—' where there is nothing to compare with. */
export const Empty: Story = {
  args: {
    metrics: {
      visits: { value: '0', change: null },
      conversionRate: { value: '0 %', change: null },
      totalCarts: { value: '0', change: null },
      abandonedCarts: { value: '0', change: null },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(es.home.performance.noChange)).toHaveLength(4);
    await expect(canvas.getAllByText('0')).toHaveLength(3);
    await expect(canvas.getByText('0 %')).toBeVisible();
  },
};

export const WithoutName: Story = {
  args: { userName: '   ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      es.home.welcomeBack,
    );
  },
};

export const AtProductLimit: Story = {
  args: { productCount: 100, productLimit: 100, showTrialInfo: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // At the limit the card asks for the subscription modal instead of navigating.
    await expect(
      canvas.queryByRole('link', { name: new RegExp(es.home.quickAccess.addProduct) }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(es.home.quickAccess.addProduct) }),
    );
    await expect(args.onLimitReached).toHaveBeenCalledOnce();
  },
};

export const AboveProductLimit: Story = {
  args: { productCount: 105, productLimit: 100, showTrialInfo: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: new RegExp(es.home.quickAccess.addProduct) });
    await expect(add).toHaveTextContent(es.home.quickAccess.productCount(105, 100));
    // Keyboard too: Enter on the card asks for the modal.
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLimitReached).toHaveBeenCalledOnce();
  },
};

export const BelowLimitNavigates: Story = {
  args: { productCount: 99, productLimit: 100, showTrialInfo: false },
  play: async ({ canvasElement, args }) => {
    const add = within(canvasElement).getByRole('link', {
      name: new RegExp(es.home.quickAccess.addProduct),
    });
    await expect(add).toHaveAttribute('href', homeHrefs.addProduct);
    await expect(add).toHaveTextContent(es.home.quickAccess.productCount(99, 100));
    await expect(args.onLimitReached).not.toHaveBeenCalled();
  },
};

export const LoadingProductCount: Story = {
  args: { productCount: null },
  play: async ({ canvasElement, args }) => {
    const add = within(canvasElement).getByRole('button', {
      name: new RegExp(es.home.quickAccess.addProduct),
    });
    await expect(add).toBeDisabled();
    await expect(add).toHaveTextContent(es.common.loading);
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onLimitReached).not.toHaveBeenCalled();
  },
};

export const LongName: Story = {
  args: {
    userName: 'Maximiliano-Alejandro de la Santísima Trinidad',
    metrics: {
      visits: { value: '1.250.000' },
      conversionRate: { value: '12,75 %' },
      totalCarts: { value: '98.765' },
      abandonedCarts: { value: '43.210' },
    },
  },
};

export const Placeholder: StoryObj = {
  render: () => <HomePlaceholder />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: es.common.logoAlt })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: es.home.placeholder.title })).toBeVisible();
    await expect(canvas.getByText(es.home.placeholder.subtitle)).toBeVisible();
  },
};

export const NewOrders: Story = {
  args: { newOrders: 3, showTrialInfo: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: es.orders.homeNew(3) });
    await expect(link).toHaveAttribute('href', '/orders');
  },
};

/**
 * Issue 23: beside the four figures, 'Pedidos sin confirmar' — orders still 'nuevo' more than an hour
 * after they were placed — linking to 'Pedidos' filtered to them.
 */
export const UnconfirmedOrders: Story = {
  args: { unconfirmedOrders: 3, newOrders: 4, showTrialInfo: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: new RegExp(es.home.unconfirmed.title) });
    await expect(link).toHaveAttribute('href', '/orders?estado=sin-confirmar');
    await expect(link).toHaveTextContent('3');
    await expect(link).toHaveAttribute('data-pending');
    await expect(canvas.getByText('Pedidos sin confirmar')).toBeVisible();
  },
};

/** None waiting: the figure says 0, without the warning colour; unknown (null) hides it. */
export const NoUnconfirmedOrders: Story = {
  args: { unconfirmedOrders: 0, showTrialInfo: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: new RegExp(es.home.unconfirmed.title),
    });
    await expect(link).toHaveTextContent('0');
    await expect(link).not.toHaveAttribute('data-pending');
  },
};

const STORE_URL = 'http://dulces-ana.localhost:3000/';
const f = es.home.firstOrder;

// The story's own clipboard: a test browser may refuse the real one (no focus, no permission).
let clipboardWrite: MockInstance<Clipboard['writeText']> | undefined;

/**
 * Issue 21: a new store's steps to its first order, nothing done yet: add a product, save the WhatsApp
 * number (to 'Checkout'), share the link (copy, and WhatsApp's share with the store's address).
 * (Failed before: the home said nothing of a store that cannot take orders.)
 */
export const FirstOrderSteps: Story = {
  args: {
    productCount: 0,
    metrics: {
      visits: { value: '0', change: null },
      conversionRate: { value: '0 %', change: null },
      totalCarts: { value: '0', change: null },
      abandonedCarts: { value: '0', change: null },
    },
    firstOrder: { hasProduct: false, whatsappSaved: false, linkShared: false, storeUrl: STORE_URL },
  },
  beforeEach: () => {
    clipboardWrite = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => clipboardWrite?.mockRestore();
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('region', { name: f.title }));
    await expect(steps.getByText(f.progress(0, 3))).toBeVisible();
    for (const title of [f.product.title, f.whatsapp.title, f.share.title]) {
      await expect(steps.getByRole('heading', { name: `${title} (${f.pending})` })).toBeVisible();
    }
    await expect(steps.getByRole('link', { name: f.product.action })).toHaveAttribute(
      'href',
      homeHrefs.addProduct,
    );
    await expect(steps.getByRole('link', { name: f.whatsapp.action })).toHaveAttribute(
      'href',
      homeHrefs.checkout,
    );
    const share = steps.getByRole('link', { name: f.share.whatsapp });
    await expect(share).toHaveAttribute('href', whatsappShareUrl(STORE_URL));
    await expect(share.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(f.share.message(STORE_URL))}`,
    );
    await expect(share).toHaveAttribute('target', '_blank');
    await step('copying the link counts as shared', async () => {
      const copy = steps.getByRole('button', { name: f.share.copy });
      await userEvent.click(copy);
      await expect(clipboardWrite).toHaveBeenCalledWith(STORE_URL);
      await expectToast(f.share.copied);
      await expect(args.onLinkShared).toHaveBeenCalledOnce();
      await userEvent.unhover(copy);
    });
  },
};

/** Product added and number saved: two ticks, the share step left. */
export const FirstOrderStepsTwoDone: Story = {
  args: {
    productCount: 3,
    showTrialInfo: false,
    firstOrder: { hasProduct: true, whatsappSaved: true, linkShared: false, storeUrl: STORE_URL },
  },
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('region', { name: f.title }));
    await expect(steps.getByText(f.progress(2, 3))).toBeVisible();
    await expect(
      steps.getByRole('heading', { name: `${f.product.title} (${f.done})` }),
    ).toBeVisible();
    await expect(
      steps.getByRole('heading', { name: `${f.whatsapp.title} (${f.done})` }),
    ).toBeVisible();
    await expect(
      steps.getByRole('heading', { name: `${f.share.title} (${f.pending})` }),
    ).toBeVisible();
    // Done steps offer no action; sharing stays.
    await expect(steps.queryByRole('link', { name: f.product.action })).toBeNull();
    await expect(steps.queryByRole('link', { name: f.whatsapp.action })).toBeNull();
    await expect(steps.getByRole('link', { name: f.share.whatsapp })).toBeVisible();
  },
};

/**
 * Issue 21: on a phone the four figures sit two by two, not one per row. (Failed before: each card
 * took the whole row.)
 */
export const PhoneFiguresTwoByTwo: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: { screenshot: { widths: [375] } },
  args: { showTrialInfo: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = Object.values(es.home.performance.metrics).map((title) =>
      canvas.getByRole('heading', { name: title }).closest('li')!,
    );
    const [a, b, c, d] = cards.map((card) => card.getBoundingClientRect());
    // Visits and conversion on the first row, the carts on the second.
    await expect(Math.round(a!.top)).toBe(Math.round(b!.top));
    await expect(Math.round(c!.top)).toBe(Math.round(d!.top));
    await expect(c!.top).toBeGreaterThan(a!.top);
    await expect(b!.left).toBeGreaterThan(a!.right);
  },
};
