export { SalesScreen, type SalesScreenProps } from './sales-screen';
