export {
  OrdersScreen,
  OrderStatusChip,
  orderDate,
  type OrdersScreenProps,
  type OrderStatus,
  type OrderListItem,
  type OrderFilter,
} from './orders-screen';
export {
  OrderBreakdownList,
  type OrderBreakdownListProps,
  type OrderBreakdownValue,
} from './order-breakdown';
export {
  OrderDetailScreen,
  type OrderDetailScreenProps,
  type OrderDetails,
} from './order-detail-screen';
