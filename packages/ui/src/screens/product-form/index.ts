export {
  ProductFormScreen,
  type ProductFormScreenProps,
  type ProductFormValues,
  type ProductFormPrices,
  type ProductFormType,
  type ProductFormStatus,
} from './product-form-screen';
