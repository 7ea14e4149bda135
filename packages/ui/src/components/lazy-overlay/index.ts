export {
  lazyModule,
  preload,
  useLazyModule,
  useLazyTrigger,
  useTriggerStart,
  useOpenedOnce,
  OpenedOnce,
  type LazyModule,
  type LazyTriggerStart,
} from './lazy-overlay';
