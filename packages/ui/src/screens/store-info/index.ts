export {
  StoreInfoScreen,
  LINK_IS_TAKEN,
  type StoreInfoScreenProps,
  type StoreInfoValues,
} from './store-info-screen';
