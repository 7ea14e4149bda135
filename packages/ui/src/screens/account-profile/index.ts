export {
  AccountProfileScreen,
  type AccountProfileScreenProps,
  type AccountProfile,
  type AccountProfileSaveValues,
} from './account-profile-screen';
