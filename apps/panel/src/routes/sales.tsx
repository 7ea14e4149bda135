import { SalesScreen } from '@panel/ui';

/** /sales: sales of the physical store (coming soon). */
export function Component() {
  return <SalesScreen />;
}
