// The timer of holds ending (issue 19), in every server process: every ORDER_HOLD_SWEEP_SECONDS (20 s by
// default) {@link expireOrderHolds} lapses the orders whose hold ended, so an order lapses within about
// that long of its hold's end whichever processes run. Runs never overlap within a process, and runs of
// several processes are safe (see orders/expire.ts). It stops with the app.
import fp from 'fastify-plugin';
import { expireOrderHolds } from './expire.js';

export interface OrderHoldsOptions {
  /** Off in tests that run {@link expireOrderHolds} themselves. Default: on. */
  enabled?: boolean;
}

export default fp<OrderHoldsOptions>(
  async (app, { enabled = true }) => {
    if (!enabled) return;
    let running: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;

    const sweep = () => {
      running = running
        .then(() => expireOrderHolds(app.db))
        .then(
          (lapsed) => lapsed.length && app.log.info({ lapsed: lapsed.length }, 'order holds ended'),
          (err: unknown) => app.log.warn({ err }, 'order holds sweep failed'),
        );
    };

    app.addHook('onReady', async () => {
      sweep();
      timer = setInterval(sweep, app.config.orderHoldSweepSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'panel-order-holds', dependencies: ['panel-db'] },
);
