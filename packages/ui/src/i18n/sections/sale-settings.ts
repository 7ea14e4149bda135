import {
  COUPON_KIND_NAMES,
  COUPON_MESSAGES,
  DELIVERY_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_NAMES,
} from '@panel/domain';
import { plural } from './plural';

/**
 * ours (issue 23): 'Checkout' → 'Entrega' and 'Cobro', and 'Cupones' under 'Gestionar'. The rules'
 * messages are @panel/domain's (the server answers the same ones).
 */
export const saleSettings = {
  tabs: {
    label: 'Secciones de Checkout',
    whatsapp: 'WhatsApp',
    delivery: 'Entrega',
    payment: 'Cobro',
  },
  delivery: {
    intro:
      'Elige cómo reciben tus clientes sus pedidos. El costo del envío se calcula con el subtotal después de los descuentos.',
    kinds: { retiro: 'Retiro', envio: 'Envío', coordinar: 'A coordinar por WhatsApp' },
    kindLabel: 'Tipo',
    nameLabel: 'Nombre',
    namePlaceholder: {
      retiro: 'Local Palermo',
      envio: 'CABA',
      coordinar: 'A coordinar por WhatsApp',
    },
    detailLabel: {
      retiro: 'Dirección y horario',
      envio: 'Nota (opcional)',
      coordinar: 'Nota (opcional)',
    },
    feeLabel: 'Costo del envío',
    minLabel: 'Pedido mínimo (opcional)',
    freeOverLabel: 'Envío gratis desde (opcional)',
    active: 'Activa',
    add: 'Agregar forma de entrega',
    remove: (name: string) => `Quitar ${name || 'forma de entrega'}`,
    empty: 'Todavía no tienes formas de entrega.',
    free: 'Gratis',
    messages: DELIVERY_MESSAGES,
  },
  payment: {
    intro:
      'Activa los medios de pago que aceptas. Tus clientes verán los datos para pagar en su pedido y en el mensaje de WhatsApp.',
    names: PAYMENT_METHOD_NAMES,
    enable: (name: string) => `Aceptar ${name}`,
    discountLabel: 'Descuento por medio de pago (%)',
    discountHelp: 'Opcional: por ejemplo, 10% off por transferencia.',
    choose: 'Elige una opción',
    messages: PAYMENT_MESSAGES,
  },
  save: 'Guardar cambios',
  toasts: {
    success: 'Cambios guardados',
    failure: 'No pudimos guardar los cambios. Inténtalo de nuevo.',
    invalid: 'Revisa los campos marcados.',
    noChanges: 'No hay cambios para guardar.',
  },
  coupons: {
    title: 'Cupones',
    intro: 'Códigos de descuento que tus clientes escriben en el carrito.',
    create: 'Crear cupón',
    empty: 'Todavía no tienes cupones.',
    columns: {
      code: 'Código',
      discount: 'Descuento',
      uses: 'Usos',
      state: 'Estado',
      actions: 'Acciones',
    },
    kinds: COUPON_KIND_NAMES,
    uses: (uses: number, max: number | null) =>
      max === null ? `${uses} ${plural(uses, 'uso', 'usos')}` : `${uses} de ${max}`,
    active: 'Activo',
    inactive: 'Inactivo',
    editLabel: 'Editar',
    deactivateLabel: 'Desactivar',
    edit: (code: string) => `Editar ${code}`,
    deactivate: (code: string) => `Desactivar ${code}`,
    remove: (code: string) => `Eliminar ${code}`,
    form: {
      createTitle: 'Nuevo cupón',
      editTitle: 'Editar cupón',
      code: 'Código',
      codeHelp: 'Letras y números; tus clientes pueden escribirlo en mayúsculas o minúsculas.',
      kind: 'Tipo de descuento',
      percent: 'Porcentaje',
      amount: 'Monto',
      minSubtotal: 'Compra mínima (opcional)',
      maxUses: 'Usos totales (opcional)',
      startsOn: 'Desde (opcional, AAAA-MM-DD)',
      endsOn: 'Hasta (opcional, AAAA-MM-DD)',
      active: 'Activo',
      combines: 'Se suma al descuento por medio de pago',
      save: 'Guardar cupón',
      cancel: 'Cancelar',
    },
    deleteDialog: {
      title: 'Eliminar cupón',
      text: (code: string) =>
        `¿Seguro que quieres eliminar el cupón ${code}? Los pedidos que ya lo usaron no cambian.`,
      confirm: 'Eliminar',
      cancel: 'Cancelar',
    },
    toasts: {
      saved: 'Cupón guardado',
      deactivated: 'Cupón desactivado',
      deleted: 'Cupón eliminado',
      failure: 'No pudimos guardar el cupón. Inténtalo de nuevo.',
    },
    messages: COUPON_MESSAGES,
    loadError: 'No pudimos cargar tus cupones.',
  },
} as const;
