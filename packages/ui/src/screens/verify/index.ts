export {
  VerifyScreen,
  VERIFY_SERVER_ERRORS,
  type VerifyScreenProps,
  type ServerErrorReason,
} from './verify-screen';
