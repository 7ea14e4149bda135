export {
  CategoryField,
  CATEGORY_EXISTS,
  CATEGORIES_LIMIT,
  type CategoryFieldProps,
  type CategoryOption,
} from './category-field';
