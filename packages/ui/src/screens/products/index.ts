export {
  ProductListScreen,
  type ProductListScreenProps,
  type ProductListItem,
  type ProductListSort,
  type ProductSortField,
} from './product-list-screen';
