export {
  LinkSignInScreen,
  LINK_SIGN_IN_SERVER_ERRORS,
  type LinkSignInScreenProps,
} from './link-sign-in-screen';
