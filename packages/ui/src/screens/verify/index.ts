export {
  VerifyScreen,
  VERIFY_SERVER_ERRORS,
  type CodeDelivery,
  type VerifyScreenProps,
  type ServerErrorReason,
} from './verify-screen';
