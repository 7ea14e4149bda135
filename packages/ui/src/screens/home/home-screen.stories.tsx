import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { HomePlaceholder } from './home-placeholder';
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
