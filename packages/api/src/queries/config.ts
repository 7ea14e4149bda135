import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, type PanelClient } from '../client';
import { STALE_TIMES } from '../cache';
import { usePanelClient } from '../context';
import type { RuntimeConfig } from '../types';
import { configKeys } from './keys';

/** GET /config: store host, Google client id, analytics and the default product limit. */
export function configQuery(client: PanelClient) {
  return queryOptions({
    queryKey: configKeys.all,
    queryFn: async ({ signal }): Promise<RuntimeConfig> =>
      dataOf(await client.GET('/config', { signal })),
    staleTime: STALE_TIMES.config,
    gcTime: Infinity,
  });
}

/** The public runtime settings. */
export function useConfig() {
  return useQuery(configQuery(usePanelClient()));
}
