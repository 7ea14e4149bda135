// Background work on stored media, in every server process: the sizes of pictures stored before sizes
// existed (once, after start-up) and the periodic sweep of files no row names. Neither delays start-up or
// an answer; both stop with the app.
import fp from 'fastify-plugin';
import { backfillPictures } from '../uploads/backfill.js';
import { sweepOrphans, SWEEP_EVERY_MS } from '../uploads/sweep.js';

export interface MediaMaintenanceOptions {
  /** Off in tests that look at the uploads folder themselves. Default: on. */
  enabled?: boolean;
}

export default fp<MediaMaintenanceOptions>(
  async (app, { enabled = true }) => {
    if (!enabled) return;
    let closing = false;
    let running: Promise<unknown> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;

    const sweep = () => {
      running = running
        .then(() => sweepOrphans(app.db, app.media.blobs))
        .then(
          (removed) => removed.length && app.log.info({ removed }, 'swept files no row names'),
          (err: unknown) => app.log.warn({ err }, 'upload sweep failed'),
        );
    };

    app.addHook('onReady', async () => {
      running = backfillPictures(app, () => closing).then(
        (done) => done && app.log.info({ done }, 'made the sizes of stored pictures'),
        (err: unknown) => app.log.warn({ err }, 'picture sizes backfill failed'),
      );
      sweep();
      timer = setInterval(sweep, SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'panel-media-maintenance', dependencies: ['panel-db'] },
);
