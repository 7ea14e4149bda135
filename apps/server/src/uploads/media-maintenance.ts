// Background work on stored media, as jobs (jobs/index.ts: once across the cluster on PostgreSQL, timers on
// PGlite): the sizes of pictures stored before sizes existed (looked for once after start-up, one keyed job
// per picture: `sizes:<key>`) and the periodic sweep of objects no row names. Neither delays start-up or an
// answer; both stop with the app. Every one is idempotent: a run again finds its work done.
import fp from 'fastify-plugin';
import { backfillPictures, pendingPictureKeys, sizesOfPicture } from './backfill.js';
import { sweepOrphans, SWEEP_EVERY_MS } from './sweep.js';

export interface MediaMaintenanceOptions {
  /** Off in tests that look at the uploads folder themselves. Default: on. */
  enabled?: boolean;
}

/** The job key of a picture's sizes: one job per picture waits at a time, across the cluster. */
export const pictureSizesKey = (key: string) => `sizes:${key}`;

export default fp<MediaMaintenanceOptions>(
  async (app, { enabled = true }) => {
    if (!enabled) return;

    app.jobs.define({
      name: 'media_sweep',
      cron: '23 */6 * * *',
      everyMs: SWEEP_EVERY_MS,
      atStart: true,
      run: async () => {
        const removed = await sweepOrphans(app.db, app.media.blobs);
        if (removed.length) app.log.info({ removed }, 'swept files no row names');
        return { removed: removed.length };
      },
    });
    app.jobs.define({
      name: 'picture_sizes',
      run: async (payload, { shouldStop }) => {
        if (shouldStop()) return { done: 0 };
        return { done: await sizesOfPicture(app, String(payload.key)) };
      },
    });
    app.jobs.define({
      name: 'picture_sizes_backfill',
      atStart: true,
      run: async (_payload, { shouldStop }) => {
        if (app.dbKind !== 'postgres') {
          const done = await backfillPictures(app, shouldStop);
          if (done) app.log.info({ done }, 'made the sizes of stored pictures');
          return { done };
        }
        // On PostgreSQL one job per picture, deduplicated by key: any process makes its sizes.
        const keys = await pendingPictureKeys(app);
        for (const key of keys) {
          await app.jobs.add('picture_sizes', { key }, { jobKey: pictureSizesKey(key) });
        }
        return { queued: keys.length };
      },
    });
  },
  { name: 'panel-media-maintenance', dependencies: ['panel-db', 'panel-jobs'] },
);
