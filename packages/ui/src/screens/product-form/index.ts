export {
  ProductFormScreen,
  type ProductFormScreenProps,
  type ProductFormValues,
  type ProductFormPrices,
  type ProductFormType,
  type ProductFormStatus,
} from './product-form-screen';
export {
  VariantsSection,
  VARIANTS_PAGE_SIZE,
  type VariantsSectionProps,
} from './variants/variants-section';
export type { VariantsErrors } from './variants/variants-model';
export type { ProductFormOption, ProductFormVariant } from './variants/variant-types';
