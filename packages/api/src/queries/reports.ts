import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFETCH_INTERVALS, STALE_TIMES } from '../cache';
import { dataOf, type PanelClient } from '../client';
import { usePanelClient } from '../context';
import type { DashboardSummary, MetricPeriod } from '../types';
import { reportKeys } from './keys';

/** GET /reports/summary: the dashboard's four numbers for a period (30 s; asked again every minute). */
export function reportSummaryQuery(client: PanelClient, period: MetricPeriod) {
  return queryOptions({
    queryKey: reportKeys.summary(period),
    queryFn: async ({ signal }): Promise<DashboardSummary> =>
      dataOf(await client.GET('/reports/summary', { params: { query: { period } }, signal })),
    staleTime: STALE_TIMES.reports,
    refetchInterval: REFETCH_INTERVALS.reports,
  });
}

/** The dashboard's four numbers for `period`. */
export function useReportSummary(period: MetricPeriod) {
  return useQuery(reportSummaryQuery(usePanelClient(), period));
}
