import { useState } from 'react';
import { useOrders, useUserInfo } from '@panel/api';
import { HomeScreen, type HomeMetrics, type HomePeriod } from '@panel/ui';
import { useModal } from '../modal';
import { useProductLimit } from '../product-limit';

// Spec §2.8: the performance figures are hard-coded sample figures (no analytics source yet).
const SAMPLE_METRICS: Record<HomePeriod, HomeMetrics> = {
  day: {
    visits: { value: '120', change: 8 },
    conversionRate: { value: '2,5 %', change: 0.4 },
    totalCarts: { value: '14', change: 3 },
    abandonedCarts: { value: '5', change: -2 },
  },
  week: {
    visits: { value: '860', change: 12 },
    conversionRate: { value: '2,8 %', change: 0.6 },
    totalCarts: { value: '96', change: 9 },
    abandonedCarts: { value: '31', change: -4 },
  },
  month: {
    visits: { value: '3.540', change: 15 },
    conversionRate: { value: '3,1 %', change: 1.1 },
    totalCarts: { value: '410', change: 11 },
    abandonedCarts: { value: '122', change: -6 },
  },
  year: {
    visits: { value: '41.200', change: 22 },
    conversionRate: { value: '3,0 %', change: 0.9 },
    totalCarts: { value: '4.870', change: 18 },
    abandonedCarts: { value: '1.390', change: -8 },
  },
};

const TRIAL_DAYS = 14;

/** / : the dashboard; 'Agregar producto' at the product limit opens the subscription modal. */
export function Component() {
  const userInfo = useUserInfo();
  const modal = useModal();
  const { count, limit } = useProductLimit();
  const [period, setPeriod] = useState<HomePeriod>('day');
  // 'Tienes N pedidos nuevos': the list's count of 'nuevo' (one row asked, the count comes with it).
  const newOrders = useOrders({ limit: 1 }).data?.newOrders ?? 0;
  return (
    <HomeScreen
      userName={userInfo.data?.user.name}
      trialDays={TRIAL_DAYS}
      period={period}
      onPeriodChange={setPeriod}
      metrics={SAMPLE_METRICS[period]}
      productCount={count}
      productLimit={limit}
      onLimitReached={() => modal.open('subscription')}
      newOrders={newOrders}
    />
  );
}
