import { CATEGORIES_MAX, CATEGORY_NAME_MAX } from '@panel/domain';
import { plural } from './plural';

/**
 * ours (issue 14): the store's categories — the product form's category field (label and placeholder in
 * `es.productForm.category`) and the category manager, a dialog opened from it.
 */
export const categories = {
  field: {
    /** Option that creates the typed category. */
    create: (name: string) => `Crear categoría "${name}"`,
    /** Help under the field. */
    description: 'Elige una categoría o escribe una nueva para crearla.',
    /** Button that opens the manager. */
    manage: 'Administrar categorías',
  },
  title: 'Categorías',
  description: 'Renombra o elimina las categorías de tu tienda.',
  empty:
    'Todavía no tienes categorías. Escribe una en el campo Categoría de un producto para crearla.',
  /** How many products a category has. */
  products: (n: number) => `${n} ${plural(n, 'producto', 'productos')}`,
  /** Accessible name of a row's rename button. */
  renameLabel: (name: string) => `Renombrar ${name}`,
  rename: 'Renombrar',
  nameLabel: 'Nombre de la categoría',
  save: 'Guardar',
  cancel: 'Cancelar',
  /** Accessible name of a row's delete button. */
  deleteLabel: (name: string) => `Eliminar ${name}`,
  delete: 'Eliminar',
  /** The confirmation that takes a row's place before deleting it. */
  confirmDelete: (n: number, name: string) =>
    n === 0
      ? `¿Eliminar la categoría "${name}"?`
      : `¿Eliminar la categoría "${name}"? ${n === 1 ? 'Su producto quedará' : `Sus ${n} productos quedarán`} sin categoría.`,
  close: 'Cerrar',
  /** Why a typed name was refused (by the shared rule, or by the server). */
  validation: {
    required: 'Escribe el nombre de la categoría.',
    tooLong: `El nombre de la categoría puede tener hasta ${CATEGORY_NAME_MAX} caracteres.`,
    exists: 'Ya existe una categoría con ese nombre.',
    limit: `Llegaste al límite de ${CATEGORIES_MAX} categorías.`,
    failure: 'Ha ocurrido un error, intenta de nuevo.',
  },
  toasts: {
    renamed: 'Categoría renombrada.',
    deleted: 'Categoría eliminada.',
  },
} as const;
