export {
  HomeScreen,
  homeHrefs,
  homePeriods,
  type HomeMetric,
  type HomeMetrics,
  type HomePeriod,
  type HomeScreenProps,
} from './home-screen';
export { HomePlaceholder } from './home-placeholder';
export {
  FirstOrderSteps,
  whatsappShareUrl,
  type FirstOrderProgress,
  type FirstOrderStepsProps,
} from './first-order-steps';
