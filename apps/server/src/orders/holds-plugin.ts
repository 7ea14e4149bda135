// Holds ending (issue 19) as a job (jobs/index.ts): every ORDER_HOLD_SWEEP_SECONDS (20 s by default)
// {@link expireOrderHolds} lapses the orders whose hold ended, so an order lapses within about that long of
// its hold's end whichever processes run. On PostgreSQL one keyed job runs it across the cluster and
// schedules its next run; on PGlite a timer does. Runs of several processes at once are safe all the same
// (see orders/expire.ts). It stops with the app.
import fp from 'fastify-plugin';
import { expireOrderHolds } from './expire.js';

export interface OrderHoldsOptions {
  /** Off in tests that run {@link expireOrderHolds} themselves. Default: on. */
  enabled?: boolean;
}

export default fp<OrderHoldsOptions>(
  async (app, { enabled = true }) => {
    if (!enabled) return;
    app.jobs.define({
      name: 'order_holds',
      everyMs: app.config.orderHoldSweepSeconds * 1000,
      run: async () => {
        const lapsed = await expireOrderHolds(app.db);
        if (lapsed.length) app.log.info({ lapsed: lapsed.length }, 'order holds ended');
        return { lapsed: lapsed.length };
      },
    });
  },
  { name: 'panel-order-holds', dependencies: ['panel-db', 'panel-jobs'] },
);
