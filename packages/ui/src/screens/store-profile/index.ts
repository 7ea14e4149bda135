export {
  StoreProfileScreen,
  type StoreProfileScreenProps,
  type StoreProfile,
  type StoreProfileSaveValues,
} from './store-profile-screen';
export {
  PersonalizationForm,
  type PersonalizationFormProps,
  type PersonalizationValues,
} from './personalization-form';
