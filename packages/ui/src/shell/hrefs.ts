/** Routes the shell links to (the host's router resolves them through PanelProvider). */
export const shellHrefs = {
  home: '/',
  orders: '/orders',
  products: '/products',
  checkout: '/checkout',
  coupons: '/coupons',
  myStore: '/my-store',
  sales: '/sales',
  myAccount: '/my-account',
  subscription: '/subscription',
} as const;
