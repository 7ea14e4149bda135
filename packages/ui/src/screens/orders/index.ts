export {
  OrdersScreen,
  OrderStatusChip,
  orderDate,
  type OrdersScreenProps,
  type OrderStatus,
  type OrderListItem,
} from './orders-screen';
export {
  OrderDetailScreen,
  type OrderDetailScreenProps,
  type OrderDetails,
} from './order-detail-screen';
