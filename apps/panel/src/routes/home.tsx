import { useState } from 'react';
import {
  useConfig,
  useOrders,
  useReportSummary,
  useUserInfo,
  type DashboardSummary,
  type MetricFigure,
} from '@panel/api';
import { HomeScreen, type HomeMetric, type HomeMetrics, type HomePeriod } from '@panel/ui';
import { useLinkShared, useTakingOrders } from '../first-order';
import { useModal } from '../modal';
import { useProductLimit } from '../product-limit';
import { useStorefrontUrl } from '../storefront';

const TRIAL_DAYS = 14;

// Figures the Spanish (Latin-American) way: '1.250', '3,2 %'.
const countFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
const rateFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

const metric = (figure: MetricFigure, format: (value: number) => string): HomeMetric => ({
  value: format(figure.value),
  change: figure.change,
});

/** The four cards from the dashboard call; zeros (and no change) while it loads or fails. */
function homeMetrics(summary: DashboardSummary | undefined): HomeMetrics {
  const zero: MetricFigure = { value: 0, previous: 0, change: null };
  const count = (value: number) => countFormat.format(value);
  return {
    visits: metric(summary?.visits ?? zero, count),
    conversionRate: metric(
      summary?.conversionRate ?? zero,
      (value) => `${rateFormat.format(value)} %`,
    ),
    totalCarts: metric(summary?.carts ?? zero, count),
    abandonedCarts: metric(summary?.abandonedCarts ?? zero, count),
  };
}

/** / : the dashboard; 'Agregar producto' at the product limit opens the subscription modal. */
export function Component() {
  const userInfo = useUserInfo();
  const modal = useModal();
  const { count, limit } = useProductLimit();
  const [period, setPeriod] = useState<HomePeriod>('day');
  const summary = useReportSummary(period);
  // 'Tienes N pedidos nuevos': the list's count of 'nuevo' (one row asked, the count comes with it).
  const orders = useOrders({ limit: 1 }).data;
  const newOrders = orders?.newOrders ?? 0;
  // The steps to the first order (issue 21): until one arrives, and once every answer is in.
  const config = useConfig();
  const takingOrders = useTakingOrders();
  const storefrontUrl = useStorefrontUrl();
  const store = userInfo.data?.store;
  const [linkShared, markLinkShared] = useLinkShared(store?.id);
  const firstOrder =
    orders &&
    orders.totalOrders === 0 &&
    store &&
    config.data &&
    count !== null &&
    takingOrders !== undefined
      ? {
          hasProduct: count > 0,
          whatsappSaved: takingOrders,
          linkShared,
          storeUrl: storefrontUrl(store.link, config.data.storeHost),
        }
      : null;
  return (
    <HomeScreen
      userName={userInfo.data?.user.name}
      trialDays={TRIAL_DAYS}
      period={period}
      onPeriodChange={setPeriod}
      metrics={homeMetrics(summary.data)}
      productCount={count}
      productLimit={limit}
      onLimitReached={() => modal.open('subscription')}
      newOrders={newOrders}
      // 'Pedidos sin confirmar' (issue 23): the dashboard call counts them, whatever the period.
      unconfirmedOrders={summary.data?.unconfirmedOrders ?? null}
      firstOrder={firstOrder}
      onLinkShared={markLinkShared}
    />
  );
}
