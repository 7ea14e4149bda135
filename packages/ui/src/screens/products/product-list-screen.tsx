import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Button as AriaButton,
  Checkbox,
  Input,
  SearchField,
  type Key,
} from 'react-aria-components';
import {
  LOADING_SKELETON_ROWS,
  displayedRowsText,
  firstPrice,
  formatMoney,
  parseAmount,
  productAvailability,
  productQuantityText,
  productStatus,
} from '@panel/domain';
import { Button } from '../../components/button';
import { ConfirmDialog, preloadConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icon';
import { lazyModule, preload, useLazyTrigger } from '../../components/lazy-overlay';
import { PageHeader } from '../../components/page-header';
import * as selectStyles from '../../components/select-field/select-field.css';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import * as styles from './product-list-screen.css';

const t = es.products;

// The overlays load on first use (components/lazy-overlay): a row menu or the page-size listbox on
// the first hover, focus or press of its button, the delete tooltip when the selection bar appears.
const rowMenu = lazyModule(() => import('./row-menu'));
const pageSizeSelect = lazyModule(() => import('./page-size-select'));
const deleteSelected = lazyModule(() => import('./delete-selected'));

/** A row's ⋮ button; the menu's code loads on first hover, focus or press. */
function RowMenu({
  label,
  viewHref,
  canDuplicate,
  onAction,
}: {
  label: string;
  viewHref: string;
  canDuplicate: boolean;
  onAction: (key: Key) => void;
}) {
  const { loaded, placeholderProps, start } = useLazyTrigger(rowMenu);
  const icon = <Icon name="more" />;
  if (loaded) {
    const Menu = loaded.default;
    return (
      <Menu
        label={label}
        viewHref={viewHref}
        canDuplicate={canDuplicate}
        onAction={onAction}
        start={start}
        styles={styles}
      >
        {icon}
      </Menu>
    );
  }
  return (
    <AriaButton
      aria-label={label}
      aria-haspopup="true"
      aria-expanded={false}
      className={styles.iconButton}
      {...placeholderProps}
    >
      {icon}
    </AriaButton>
  );
}

/** The trash button of the selection bar; its tooltip's code loads when the bar appears. */
function DeleteSelected({ onPress }: { onPress: () => void }) {
  const { loaded, placeholderProps, start } = useLazyTrigger(deleteSelected);
  useEffect(() => {
    preload(deleteSelected);
    preloadConfirmDialog();
  }, []);
  const icon: ReactNode = <Icon name="trash" />;
  if (loaded) {
    const Button = loaded.default;
    return (
      <Button label={t.deleteSelected} onPress={onPress} start={start} styles={styles}>
        {icon}
      </Button>
    );
  }
  return (
    <AriaButton
      aria-label={t.deleteSelected}
      className={`${styles.iconButton} ${styles.danger}`}
      {...placeholderProps}
      onPress={onPress}
    >
      {icon}
    </AriaButton>
  );
}

/** 'Productos por página'; the listbox's code loads on first hover, focus or press. */
function PageSize({
  rowsPerPage,
  onChange,
}: {
  rowsPerPage: number;
  onChange: (rowsPerPage: number) => void;
}) {
  const { loaded, placeholderProps, start } = useLazyTrigger(pageSizeSelect);
  const labelId = useId();
  const valueId = useId();
  if (loaded) {
    const Select = loaded.default;
    return (
      <Select
        rowsPerPage={rowsPerPage}
        onChange={onChange}
        start={start}
        styles={styles}
        selectStyles={selectStyles}
      />
    );
  }
  // The same markup as react-aria's Select while closed (label, then the button naming value and label).
  return (
    <div className={styles.pageSize}>
      <span id={labelId}>{t.pagination.rowsPerPage}</span>
      <AriaButton
        className={`${selectStyles.trigger} ${styles.pageSizeSelect}`}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${valueId} ${labelId}`}
        {...placeholderProps}
      >
        <span id={valueId}>{String(rowsPerPage)}</span>
        <Icon name="chevronDown" />
      </AriaButton>
    </div>
  );
}

/** Sortable columns of the product list (every column but status and actions). */
export type ProductSortField = 'name' | 'category' | 'price' | 'quantity';

/** Sort of the product list. */
export interface ProductListSort {
  field: ProductSortField;
  /** Ascending or descending. */
  type: 'asc' | 'desc';
}

/** A product as listed (the shape of `GET /products`' items). */
export interface ProductListItem {
  id: string;
  /** Storefront slug, used by 'Ver'. */
  slug: string;
  name: string;
  /** Retail prices first; the first entry's price is shown. Money as decimal text or a number. */
  prices: readonly { price?: string | number | null }[];
  /** Stock quantity (of a product with variants, theirs added up); shown '0' when missing. */
  quantity?: number | null;
  /** How many variants the product has (issue 22); above 1, 'N variantes' shows under the name. */
  variantCount?: number;
  /**
   * Whether the storefront shows it 'Agotado' (with variants: no offered variant has a unit left);
   * without it the list works it out from `quantity` and the stock switches.
   */
  soldOut?: boolean;
  /** 'draft', 'published' or 'hidden'; draft when missing. */
  status?: string | null;
  /** Stock switches: with `quantity`, whether the storefront shows it 'Agotado' (default on/off). */
  manageStock?: boolean;
  sellWithoutStock?: boolean;
  /** Image URL of the avatar; the initial is shown without one. */
  image?: string | null;
  /** A small size of {@link image} (160 px wide), shown instead of it when given. */
  thumbnail?: string | null;
  /** Category name; 'Sin categoría' when null. */
  category?: string | null;
}

/** Props of {@link ProductListScreen}. */
export interface ProductListScreenProps {
  /** The current page of products. */
  products: readonly ProductListItem[];
  /** The store's country: how amounts are written ('$12.500,00' in Argentina, '$12,500.00' in México). */
  country?: string;
  /** Number of products matching the query, over every page. */
  total: number;
  /** 0-based page. */
  page: number;
  /** Rows per page: 10, 25 or 50. */
  rowsPerPage: number;
  /** Search text (the container debounces the calls). */
  query: string;
  /** Current sort. */
  sort: ProductListSort;
  /** Shows the 5-row skeleton instead of the rows. */
  isLoading?: boolean;
  /** The list could not be loaded: shows the error and 'Intentar de nuevo' instead of the rows. */
  isError?: boolean;
  /** 'Intentar de nuevo' of the error state (the container refetches). */
  onRetry?: () => void;
  /** Storefront URL of a product, opened in a new tab by 'Ver'. */
  productUrl: (product: ProductListItem) => string;
  /** 'Agregar producto'. */
  onAdd: () => void;
  /** 'Exportar' (issue 24): the host opens the export dialog; without it there is no button. */
  onExport?: () => void;
  /** 'Importar' (issue 24): the host opens the import dialog; without it there is no button. */
  onImport?: () => void;
  /** 'Editar' (the app goes to /update/{id}). */
  onEdit: (product: ProductListItem) => void;
  /** 'Duplicar': the app opens the form with a draft copy; without it the menu has no 'Duplicar'. */
  onDuplicate?: (product: ProductListItem) => void;
  /** Deletes the given products after the confirmation; reject to show the failure toast. */
  onDelete: (ids: readonly string[]) => Promise<unknown>;
  /** Typing in the search box. */
  onQueryChange: (query: string) => void;
  /** Page buttons. */
  onPageChange: (page: number) => void;
  /** 'Productos por página'; the container goes back to page 0. */
  onRowsPerPageChange: (rowsPerPage: number) => void;
  /** A sortable column header was pressed. */
  onSortChange: (sort: ProductListSort) => void;
}

function priceText(product: ProductListItem, country: string | undefined): string {
  const amount = parseAmount(firstPrice(product.prices) ?? null);
  return amount === null ? '-' : formatMoney(amount, country);
}

/** A selection checkbox: a row's, or the header's 'Seleccionar todos' (indeterminate when some are). */
function SelectionBox({
  label,
  isSelected,
  isIndeterminate = false,
  onChange,
}: {
  label: string;
  isSelected: boolean;
  isIndeterminate?: boolean;
  onChange: (isSelected: boolean) => void;
}) {
  return (
    <Checkbox
      aria-label={label}
      isSelected={isSelected}
      isIndeterminate={isIndeterminate}
      onChange={onChange}
      className={styles.checkbox}
      // A selection shows the trash button: its tooltip's code is fetched ahead.
      onHoverStart={() => preload(deleteSelected)}
    >
      {({ isSelected: checked, isIndeterminate: some }) => (
        <span className={styles.checkboxBox}>
          {some ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
              <path d="M6 12h12" stroke="currentColor" strokeWidth={3} />
            </svg>
          ) : checked ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
              <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth={3} />
            </svg>
          ) : null}
        </span>
      )}
    </Checkbox>
  );
}

/**
 * A sortable column's header: a button in the header cell, and `aria-sort` on the sorted column (the
 * WAI-ARIA sortable table pattern). A new column sorts ascending; the sorted one flips its direction.
 */
function SortableHeader({
  field,
  label,
  sort,
  onSortChange,
}: {
  field: ProductSortField;
  label: string;
  sort: ProductListSort;
  onSortChange: (sort: ProductListSort) => void;
}) {
  const sorted = sort.field === field ? sort.type : undefined;
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={styles.sortableColumn}
    >
      <AriaButton
        className={styles.sortButton}
        onPress={() => onSortChange({ field, type: sorted === 'asc' ? 'desc' : 'asc' })}
      >
        {label}
        <span aria-hidden="true" className={styles.sortIndicator}>
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
        </span>
      </AriaButton>
    </th>
  );
}

function Skeleton() {
  return (
    <div role="status" aria-label={t.loading} className={styles.skeleton}>
      {Array.from({ length: LOADING_SKELETON_ROWS }, (_, i) => (
        <div key={i} className={styles.skeletonRow} data-testid="skeleton-row">
          <span className={styles.skeletonBlock} style={{ width: '18px' }} />
          <span className={styles.skeletonBlock} style={{ width: '40px', height: '40px' }} />
          <span className={styles.skeletonBlock} style={{ flex: 2 }} />
          <span className={styles.skeletonBlock} style={{ flex: 1 }} />
          <span className={styles.skeletonBlock} style={{ flex: 1 }} />
        </div>
      ))}
    </div>
  );
}

/** Props of {@link ProductTable}. */
interface ProductTableProps {
  /** How the prices are written (the store's country). */
  country?: string;
  products: readonly ProductListItem[];
  selected: ReadonlySet<string>;
  onSelectionChange: (selected: ReadonlySet<string>) => void;
  sort: ProductListSort;
  onSortChange: (sort: ProductListSort) => void;
  emptyText: string;
  productUrl: (product: ProductListItem) => string;
  canDuplicate: boolean;
  onRowAction: (product: ProductListItem, key: Key) => void;
}

/** The sortable columns, in the table's order (every column but the selection, status and actions). */
const SORTABLE_COLUMNS: readonly (readonly [ProductSortField, string])[] = [
  ['name', t.columns.product],
  ['category', t.columns.category],
  ['price', t.columns.price],
  ['quantity', t.columns.quantity],
];

/** Columns of the table: selection, product, category, price, quantity, status and actions. */
const COLUMNS = 7;

/**
 * The table: an HTML table with a checkbox per row, sort buttons in the headers and a menu per row,
 * the WAI-ARIA sortable table pattern. Not react-aria's Table (a grid with its own collection and
 * keyboard model): that one was a quarter of the page's first-load JavaScript and rebuilt its
 * collection on every render (bench/REPORT.md). Memoized: typing in the search box re-renders the
 * screen, the rows only change with new products, a new selection or a new sort. Below `sm` its
 * stylesheet lays the same markup out as a list (`productTable`): no second copy of the rows.
 */
const ProductTable = memo(function ProductTable({
  products,
  selected,
  onSelectionChange,
  sort,
  onSortChange,
  emptyText,
  productUrl,
  canDuplicate,
  onRowAction,
  country,
}: ProductTableProps) {
  const selectedHere = products.filter((product) => selected.has(product.id)).length;
  const allSelected = products.length > 0 && selectedHere === products.length;
  const toggle = (ids: readonly string[], isSelected: boolean) => {
    const next = new Set(selected);
    ids.forEach((id) => (isSelected ? next.add(id) : next.delete(id)));
    onSelectionChange(next);
  };
  return (
    <table aria-label={t.title} className={styles.productTable}>
      <thead className={styles.phoneBlock}>
        <tr className={styles.headRow}>
          <th scope="col" className={styles.selectAllColumn}>
            <SelectionBox
              label={t.columns.selectAll}
              isSelected={allSelected}
              isIndeterminate={selectedHere > 0 && !allSelected}
              onChange={() =>
                toggle(
                  products.map((product) => product.id),
                  !allSelected,
                )
              }
            />
          </th>
          {SORTABLE_COLUMNS.map(([field, label]) => (
            <SortableHeader
              key={field}
              field={field}
              label={label}
              sort={sort}
              onSortChange={onSortChange}
            />
          ))}
          <th scope="col" className={styles.plainColumn}>
            {t.columns.status}
          </th>
          <th scope="col" className={styles.plainColumn}>
            {t.columns.actions}
          </th>
        </tr>
      </thead>
      <tbody className={styles.phoneBlock}>
        {products.length === 0 && (
          <tr className={styles.phoneBlock}>
            <td colSpan={COLUMNS} className={styles.phoneBlock}>
              <p className={styles.empty}>{emptyText}</p>
            </td>
          </tr>
        )}
        {products.map((product) => {
          const status = productStatus(product.status);
          const counted = productAvailability({
            status,
            quantity: product.quantity,
            manageStock: product.manageStock ?? true,
            sellWithoutStock: product.sellWithoutStock ?? false,
          });
          // The server's word when it gives it: with variants, units in variants not offered do not
          // make a product buyable.
          const availability =
            product.soldOut === undefined || (counted !== 'onSale' && counted !== 'soldOut')
              ? counted
              : product.soldOut
                ? 'soldOut'
                : 'onSale';
          const isSelected = selected.has(product.id);
          const hasVariants = (product.variantCount ?? 0) > 1;
          return (
            <tr
              key={product.id}
              className={styles.productRow}
              data-selected={isSelected || undefined}
            >
              <td className={styles.productCell.select}>
                <SelectionBox
                  label={t.columns.selectRow(product.name)}
                  isSelected={isSelected}
                  onChange={(next) => toggle([product.id], next)}
                />
              </td>
              <th scope="row" className={styles.productCell.product}>
                <span className={styles.product}>
                  {product.thumbnail || product.image ? (
                    <img
                      src={product.thumbnail || product.image || undefined}
                      alt=""
                      className={styles.avatar}
                    />
                  ) : (
                    <span aria-hidden="true" className={styles.avatar}>
                      {product.name.trim().charAt(0).toUpperCase()}
                    </span>
                  )}
                  <span className={styles.productNames}>
                    <span className={styles.productName} title={product.name}>
                      {product.name}
                    </span>
                    {hasVariants && (
                      <span className={styles.variantCount}>
                        {t.variantCount(product.variantCount ?? 0)}
                      </span>
                    )}
                  </span>
                </span>
              </th>
              <td className={styles.productCell.category}>{product.category ?? t.uncategorized}</td>
              <td className={styles.productCell.price}>{priceText(product, country)}</td>
              <td className={styles.productCell.quantity}>
                <span className={styles.phoneLabel}>{t.quantityOnPhone}</span>
                {productQuantityText(product.quantity)}
                {hasVariants && <span className={styles.summedStock}> {t.summedStock}</span>}
              </td>
              <td className={styles.productCell.status}>
                <span className={styles.status}>
                  <span className={styles.chip[status]} data-status={status}>
                    {t.status[status]}
                  </span>
                  <span
                    className={styles.availability[availability === 'onSale' ? 'visible' : 'not']}
                    data-availability={availability}
                  >
                    {t.availability[availability]}
                  </span>
                </span>
              </td>
              <td className={styles.productCell.menu}>
                <RowMenu
                  label={t.rowMenu(product.name)}
                  viewHref={productUrl(product)}
                  canDuplicate={canDuplicate}
                  onAction={(key) => onRowAction(product, key)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
});

/**
 * The product list (spec §2.10): search, multi-select with delete, sortable table, row menu
 * (Ver / Editar / Eliminar), pagination, empty states, the loading skeleton and a load error with a
 * retry. Prop-driven: the container owns the query, the page and the calls.
 */
export function ProductListScreen({
  products,
  country,
  total,
  page,
  rowsPerPage,
  query,
  sort,
  isLoading = false,
  isError = false,
  onRetry,
  productUrl,
  onAdd,
  onExport,
  onImport,
  onEdit,
  onDuplicate,
  onDelete,
  onQueryChange,
  onPageChange,
  onRowsPerPageChange,
  onSortChange,
}: ProductListScreenProps) {
  const [search, setSearch] = useState(query);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchFor = (value: string) => {
    setSearch(value);
    onQueryChange(value);
  };
  // Hydrated from the server's HTML (the panel renders /products there), the box may hold text typed
  // before the script ran: React leaves it on screen but not in state. It searches for it, as typed now.
  useLayoutEffect(() => {
    const typed = searchInput.current?.value;
    if (typed !== undefined && typed !== search) searchFor(typed);
    // On mount only: afterwards the state drives the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<readonly string[] | null>(null);

  const selectedIds = [...selected];
  const lastPage = Math.max(0, Math.ceil(total / rowsPerPage) - 1);

  const confirmDelete = async () => {
    const ids = pendingDelete ?? [];
    setPendingDelete(null);
    try {
      await toast.promise(onDelete(ids), {
        loading: t.toasts.deletePending,
        success: t.toasts.deleteSuccess,
        error: t.toasts.deleteFailure,
      });
      setSelected((current) => {
        const next = new Set(current);
        ids.forEach((id) => next.delete(id));
        return next;
      });
    } catch {
      // The failure toast is shown; the selection stays so the user can retry.
    }
  };

  const onRowAction = useCallback(
    (product: ProductListItem, key: Key) => {
      if (key === 'edit') onEdit(product);
      if (key === 'duplicate') onDuplicate?.(product);
      if (key === 'delete') setPendingDelete([product.id]);
    },
    [onEdit, onDuplicate],
  );

  return (
    <div className={styles.root}>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <>
            {onExport && (
              <Button variant="ghost" onPress={onExport}>
                {es.catalogTransfer.exportButton}
              </Button>
            )}
            {onImport && (
              <Button variant="ghost" onPress={onImport}>
                {es.catalogTransfer.importButton}
              </Button>
            )}
            <Button onPress={onAdd}>{t.add}</Button>
          </>
        }
      />
      <section className={styles.paper} aria-label={t.title}>
        <div className={styles.filterBar}>
          <SearchField
            aria-label={t.searchLabel}
            value={search}
            onChange={searchFor}
            className={styles.search}
          >
            <Icon name="search" />
            <Input
              ref={searchInput}
              placeholder={t.searchPlaceholder}
              className={styles.searchInput}
            />
          </SearchField>
          {selectedIds.length > 0 && (
            <div className={styles.selection}>
              <span>{t.selected(selectedIds.length)}</span>
              <DeleteSelected onPress={() => setPendingDelete(selectedIds)} />
            </div>
          )}
        </div>

        {isLoading ? (
          <Skeleton />
        ) : isError ? (
          <div role="alert" className={styles.loadError}>
            <p>{t.loadError}</p>
            {onRetry && (
              <Button variant="secondary" onPress={onRetry}>
                {t.retry}
              </Button>
            )}
          </div>
        ) : (
          <div className={styles.scroller}>
            <ProductTable
              products={products}
              selected={selected}
              onSelectionChange={setSelected}
              sort={sort}
              onSortChange={onSortChange}
              emptyText={query.trim() !== '' ? t.empty.noResults : t.empty.noProducts}
              productUrl={productUrl}
              canDuplicate={onDuplicate !== undefined}
              onRowAction={onRowAction}
              country={country}
            />
          </div>
        )}

        <div className={styles.pagination}>
          <PageSize rowsPerPage={rowsPerPage} onChange={onRowsPerPageChange} />
          <span aria-live="polite">{displayedRowsText(page, rowsPerPage, total)}</span>
          <div className={styles.pageButtons}>
            <AriaButton
              aria-label={t.pagination.previous}
              className={styles.iconButton}
              isDisabled={page <= 0 || isLoading || isError}
              onPress={() => onPageChange(page - 1)}
            >
              <Icon name="chevronLeft" />
            </AriaButton>
            <AriaButton
              aria-label={t.pagination.next}
              className={styles.iconButton}
              isDisabled={page >= lastPage || isLoading || isError}
              onPress={() => onPageChange(page + 1)}
            >
              <Icon name="chevronRight" />
            </AriaButton>
          </div>
        </div>
      </section>

      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title={t.deleteDialog.title}
        text={t.deleteDialog.text}
        confirmLabel={t.deleteDialog.confirm}
        cancelLabel={t.deleteDialog.cancel}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
