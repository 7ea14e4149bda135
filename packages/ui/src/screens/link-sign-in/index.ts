export {
  LinkSignInScreen,
  LINK_SIGN_IN_SERVER_ERRORS,
  LINK_STATUSES,
  type LinkSignInScreenProps,
  type LinkStatus,
} from './link-sign-in-screen';
