export {
  StoreProfileScreen,
  type StoreProfileScreenProps,
  type StoreProfile,
  type StoreProfileSaveValues,
} from './store-profile-screen';
