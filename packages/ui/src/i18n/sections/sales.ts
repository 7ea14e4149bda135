/** §2.15 Sales (physical store). */
export const sales = {
  title: 'Ventas',
  /** ours: only physical-store sales are recorded here. */
  note: 'Aquí solo se registran las ventas de tu tienda física.',
  add: 'Agregar venta',
  /** ours: info toast naming the product. */
  comingSoon: (productName: string) =>
    `Muy pronto podrás gestionar tu tienda física y tu tienda online juntas con ${productName}.`,
} as const;
