export { CreateSuccessScreen, type CreateSuccessScreenProps } from './create-success-screen';
