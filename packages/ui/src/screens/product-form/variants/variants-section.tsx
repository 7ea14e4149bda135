import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FieldError, Input, TextField as AriaTextField } from 'react-aria-components';
import {
  OPTION_NAME_SUGGESTIONS,
  parseAmount,
  toCents,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_VARIANTS_MAX,
  variantLabel,
} from '@panel/domain';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icon';
import { Switch } from '../../../components/switch';
import { TextField } from '../../../components/text-field';
import { es } from '../../../i18n/es';
import { Card, Inline } from '../../../layout';
import {
  canAddOption,
  droppedCount,
  effectiveOptions,
  reconcileVariants,
  valueError,
  variantCount,
  type VariantsErrors,
} from './variants-model';
import type { ProductFormOption, ProductFormVariant } from './variant-types';
import * as styles from './variants-section.css';

const t = es.productForm.variants;

/** Rows of the variants table shown at once: 250 variants are 10 pages, each light to paint. */
export const VARIANTS_PAGE_SIZE = 25;

/** Props of {@link VariantsSection}. */
export interface VariantsSectionProps {
  /** The product's options, in the merchant's order. */
  options: readonly ProductFormOption[];
  /** One variant per combination of the options' values, in {@link variantCombinations}' order. */
  variants: readonly ProductFormVariant[];
  /** Called with the next options and variants on every edit (variants follow the options). */
  onChange: (
    options: readonly ProductFormOption[],
    variants: readonly ProductFormVariant[],
  ) => void;
  /** The product's price as typed: the placeholder of a variant's price (it takes it when empty). */
  productPrice?: string;
  /** Whether the product counts stock: the 'Stock' column shows only then. */
  manageStock?: boolean;
  /** How many pictures the product has: a variant picks one of them by position. */
  pictures?: number;
  /** Errors of the last save attempt; a cell's error goes when it is edited. */
  errors?: VariantsErrors;
  /** Called with the errors left after an edit cleared some. */
  onErrorsChange?: (errors: VariantsErrors) => void;
}

const NO_ERRORS: VariantsErrors = {};

/** A typed price as the form writes amounts ('12,5' → '12,50'); unreadable text stays as typed. */
function spanishMoney(price: string | null): string | null {
  if (price === null) return null;
  const amount = parseAmount(price);
  return amount === null || amount < 0
    ? price
    : (toCents(amount) / 100).toFixed(2).replace('.', ',');
}

type Pending =
  | { kind: 'value'; option: number; value: string; dropped: number }
  | { kind: 'option'; option: number; name: string; dropped: number };

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * The product form's 'Variantes' section (issue 22): up to three options with their values as chips
 * (Enter adds, drag or arrow keys reorder), the combinations as a table of variants with price, stock,
 * SKU, picture and 'Disponible' (one card per variant on a phone), 'Aplicar a todas' for price and
 * stock, and a question before an edit drops variants. The table shows a page of 25 rows at a time.
 */
export const VariantsSection = memo(function VariantsSection({
  options,
  variants,
  onChange,
  productPrice = '',
  manageStock = true,
  pictures = 0,
  errors = NO_ERRORS,
  onErrorsChange,
}: VariantsSectionProps) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [page, setPage] = useState(0);
  const [focusOption, setFocusOption] = useState<number | null>(null);
  const latest = useRef({ options, variants, onChange, errors, onErrorsChange });
  latest.current = { options, variants, onChange, errors, onErrorsChange };

  const effective = effectiveOptions(options);
  const pages = Math.max(1, Math.ceil(variants.length / VARIANTS_PAGE_SIZE));
  const shownPage = Math.min(page, pages - 1);

  // A save refused for a variant shows the page that holds the first one (before the form focuses it).
  const [seenErrors, setSeenErrors] = useState(errors);
  if (seenErrors !== errors) {
    setSeenErrors(errors);
    const first = Object.keys(errors.variants ?? {})
      .map(Number)
      .sort((a, b) => a - b)[0];
    if (first !== undefined) setPage(Math.floor(first / VARIANTS_PAGE_SIZE));
  }

  // The handlers read the latest props through `latest`, so they are made once: the memoised option
  // editors and rows keep their props, and typing in one cell repaints only its row.
  const handlers = useMemo(() => {
    /** New options: the variants follow; a cleared error set, since positions may have moved. */
    const setOptions = (next: ProductFormOption[], nextToPrevious?: (number | null)[]) => {
      const { options, variants, onChange, errors, onErrorsChange } = latest.current;
      onChange(next, reconcileVariants(options, variants, next, nextToPrevious));
      if (errors.options || errors.section || errors.variants) onErrorsChange?.({});
    };
    const withValues = (index: number, values: (current: string[]) => string[]) =>
      latest.current.options.map((option, i) =>
        i === index ? { ...option, values: values(option.values) } : option,
      );
    const withoutOption = (index: number) => {
      const next = latest.current.options.filter((_, i) => i !== index);
      return { next, map: next.map((_, j) => (j < index ? j : j + 1)) };
    };
    const removeValueNow = (index: number, value: string) =>
      setOptions(withValues(index, (values) => values.filter((v) => v !== value)));
    const removeOptionNow = (index: number) => {
      const { next, map } = withoutOption(index);
      setOptions(next, map);
    };
    return {
      removeValueNow,
      removeOptionNow,
      rename: (index: number, name: string) => {
        const { options, variants, onChange, errors, onErrorsChange } = latest.current;
        onChange(
          options.map((option, i) => (i === index ? { ...option, name } : option)),
          variants,
        );
        if (errors.options?.[index]?.name) {
          const rest = { ...errors.options };
          const { name: _cleared, ...others } = rest[index] ?? {};
          if (Object.keys(others).length > 0) rest[index] = others;
          else delete rest[index];
          onErrorsChange?.({ ...errors, options: rest });
        }
      },
      addValues: (index: number, values: string[]) =>
        setOptions(withValues(index, (current) => [...current, ...values])),
      moveValue: (index: number, from: number, to: number) =>
        setOptions(withValues(index, (values) => move(values, from, to))),
      askRemoveValue: (index: number, value: string) => {
        const { options, variants } = latest.current;
        const next = withValues(index, (values) => values.filter((v) => v !== value));
        const dropped = droppedCount(variants, reconcileVariants(options, variants, next));
        if (dropped === 0) removeValueNow(index, value);
        else setPending({ kind: 'value', option: index, value, dropped });
      },
      askRemoveOption: (index: number) => {
        const { options, variants } = latest.current;
        const { next, map } = withoutOption(index);
        const dropped = droppedCount(variants, reconcileVariants(options, variants, next, map));
        if (dropped === 0) removeOptionNow(index);
        else {
          setPending({
            kind: 'option',
            option: index,
            name: options[index]?.name.trim() || t.unnamedOption(index + 1),
            dropped,
          });
        }
      },
      addOption: () => {
        const { options } = latest.current;
        setFocusOption(options.length);
        setOptions([...options, { name: '', values: [] }]);
      },
      nameFocused: () => setFocusOption(null),
      editVariant: (index: number, patch: Partial<ProductFormVariant>) => {
        const current = latest.current;
        current.onChange(
          current.options,
          current.variants.map((variant, i) => (i === index ? { ...variant, ...patch } : variant)),
        );
        const cellErrors = current.errors.variants?.[index];
        if (cellErrors && Object.keys(patch).some((key) => key in cellErrors)) {
          const rest = { ...current.errors.variants };
          const left = { ...cellErrors };
          for (const key of Object.keys(patch)) delete left[key as keyof typeof left];
          if (Object.keys(left).length > 0) rest[index] = left;
          else delete rest[index];
          current.onErrorsChange?.({ ...current.errors, variants: rest });
        }
      },
      applyAll: (patch: Partial<ProductFormVariant>) => {
        const { options, variants, onChange, errors, onErrorsChange } = latest.current;
        onChange(
          options,
          variants.map((variant) => ({ ...variant, ...patch })),
        );
        if (errors.variants && 'price' in patch) {
          const rest = Object.fromEntries(
            Object.entries(errors.variants)
              .map(([i, e]) => [i, { ...e, price: undefined }] as const)
              .filter(([, e]) => e.sku !== undefined),
          );
          onErrorsChange?.({ ...errors, variants: rest });
        }
      },
    };
  }, []);

  const count = variantCount(options);
  const from = shownPage * VARIANTS_PAGE_SIZE;
  const shown = variants.slice(from, from + VARIANTS_PAGE_SIZE);
  const pictureCount = pictures;

  return (
    <Card title={t.title}>
      <p className={styles.intro}>{t.intro}</p>
      {options.map((option, index) => (
        <OptionEditor
          key={index}
          index={index}
          options={options}
          focusName={focusOption === index}
          onNameFocused={handlers.nameFocused}
          nameError={errors.options?.[index]?.name}
          valuesError={errors.options?.[index]?.values}
          onRename={handlers.rename}
          onAddValues={handlers.addValues}
          onRemoveValue={handlers.askRemoveValue}
          onMoveValue={handlers.moveValue}
          onRemove={handlers.askRemoveOption}
        />
      ))}
      {canAddOption(options) ? (
        <span>
          <Button variant="secondary" onPress={handlers.addOption}>
            {t.addOption}
          </Button>
        </span>
      ) : (
        <p className={styles.muted}>{t.optionsFull(PRODUCT_OPTIONS_MAX)}</p>
      )}
      {errors.section && (
        <p className={styles.error} role="alert">
          {errors.section}
        </p>
      )}
      {variants.length > 0 && (
        <>
          <p className={styles.muted} aria-live="polite">
            {t.count(count, PRODUCT_VARIANTS_MAX)}
          </p>
          <ApplyAll
            manageStock={manageStock}
            productPrice={productPrice}
            onApply={handlers.applyAll}
          />
          <table className={styles.table}>
            <colgroup>
              <col />
              <col className={styles.column.price} />
              {manageStock && <col className={styles.column.quantity} />}
              <col className={styles.column.sku} />
              <col className={styles.column.picture} />
              <col className={styles.column.available} />
            </colgroup>
            <thead className={styles.head}>
              <tr>
                <th scope="col">{t.columns.variant}</th>
                <th scope="col">{t.columns.price}</th>
                {manageStock && <th scope="col">{t.columns.quantity}</th>}
                <th scope="col">{t.columns.sku}</th>
                <th scope="col">{t.columns.picture}</th>
                <th scope="col">{t.columns.available}</th>
              </tr>
            </thead>
            <tbody className={styles.body}>
              {shown.map((variant, i) => (
                <VariantRow
                  key={`${from + i}:${variant.values.join('\u0000')}`}
                  index={from + i}
                  variant={variant}
                  label={variantLabel(effective, variant.values)}
                  productPrice={productPrice}
                  manageStock={manageStock}
                  pictures={pictureCount}
                  priceError={errors.variants?.[from + i]?.price}
                  skuError={errors.variants?.[from + i]?.sku}
                  onEdit={handlers.editVariant}
                />
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t.pagination}>
              <Button
                variant="ghost"
                isDisabled={shownPage === 0}
                onPress={() => setPage(shownPage - 1)}
              >
                <Icon name="chevronLeft" />
                {t.previous}
              </Button>
              <span aria-live="polite">
                {t.page(from + 1, from + shown.length, variants.length)}
              </span>
              <Button
                variant="ghost"
                isDisabled={shownPage >= pages - 1}
                onPress={() => setPage(shownPage + 1)}
              >
                {t.next}
                <Icon name="chevronRight" />
              </Button>
            </nav>
          )}
        </>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        title={
          pending?.kind === 'option'
            ? t.confirmRemoveOption.title(pending.name)
            : t.confirmRemoveValue.title(pending?.value ?? '')
        }
        text={
          pending?.kind === 'option'
            ? t.confirmRemoveOption.text(pending.dropped)
            : t.confirmRemoveValue.text(pending?.dropped ?? 0)
        }
        confirmLabel={t.confirmRemoveValue.confirm}
        cancelLabel={t.confirmRemoveValue.cancel}
        onConfirm={() => {
          if (pending?.kind === 'value') handlers.removeValueNow(pending.option, pending.value);
          if (pending?.kind === 'option') handlers.removeOptionNow(pending.option);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
});

interface OptionEditorProps {
  index: number;
  options: readonly ProductFormOption[];
  /** The option was just added: its name takes the focus. */
  focusName: boolean;
  onNameFocused: () => void;
  nameError?: string;
  valuesError?: string;
  onRename: (index: number, name: string) => void;
  onAddValues: (index: number, values: string[]) => void;
  onRemoveValue: (index: number, value: string) => void;
  onMoveValue: (index: number, from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One option: its name (with suggestions), its values as reorderable chips and the value input. */
const OptionEditor = memo(function OptionEditor({
  index,
  options,
  focusName,
  onNameFocused,
  nameError,
  valuesError,
  onRename,
  onAddValues,
  onRemoveValue,
  onMoveValue,
  onRemove,
}: OptionEditorProps) {
  const option = options[index]!;
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const chips = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusChip, setFocusChip] = useState<number | null>(null);
  const helpId = useId();
  const root = useRef<HTMLFieldSetElement>(null);

  // A new option's name takes the focus (the merchant pressed 'Agregar opción' to type it).
  useEffect(() => {
    if (!focusName) return;
    root.current?.querySelector('input')?.focus();
    onNameFocused();
  }, [focusName, onNameFocused]);
  const name = option.name.trim() || t.unnamedOption(index + 1);
  const taken = new Set(options.map((o) => o.name.trim().toLocaleLowerCase('es')));
  const suggestions = OPTION_NAME_SUGGESTIONS.filter((s) => !taken.has(s.toLocaleLowerCase('es')));

  useEffect(() => {
    if (focusChip === null) return;
    chips.current[focusChip]?.focus();
    setFocusChip(null);
  }, [focusChip]);

  /** Adds the typed values (comma separated); stops at the first refused one and says why. */
  const add = () => {
    const parts = typed
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const accepted: string[] = [];
    let reason: string | null = null;
    for (const part of parts) {
      const withAccepted = options.map((o, i) =>
        i === index ? { ...o, values: [...o.values, ...accepted] } : o,
      );
      reason = valueError(part, withAccepted, index);
      if (reason) break;
      accepted.push(part);
    }
    if (accepted.length > 0) onAddValues(index, accepted);
    setRefusal(reason);
    setTyped(reason ? parts.slice(accepted.length).join(', ') : '');
  };

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= option.values.length || to === from) return;
    onMoveValue(index, from, to);
    setAnnouncement(t.moved(option.values[from]!, to + 1, option.values.length));
    setFocusChip(to);
  };

  const onChipKey = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const step =
      event.key === 'ArrowLeft' || event.key === 'ArrowUp'
        ? -1
        : event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? 1
          : 0;
    if (step !== 0) {
      event.preventDefault();
      moveTo(position, position + step);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemoveValue(index, option.values[position]!);
    }
  };

  return (
    <fieldset ref={root} className={styles.option}>
      <legend className={styles.optionLegend}>{name}</legend>
      <Inline gap="sm" alignY="end" wrap={false}>
        <span className={styles.grow}>
          <TextField
            label={t.optionName}
            placeholder={t.optionNamePlaceholder}
            value={option.name}
            onChange={(text) => onRename(index, text)}
            errorMessage={nameError}
            isRequired
          />
        </span>
        <Button variant="ghost" aria-label={t.removeOption(name)} onPress={() => onRemove(index)}>
          <Icon name="trash" />
        </Button>
      </Inline>
      {option.name.trim() === '' && suggestions.length > 0 && (
        <Inline gap="xs" alignY="center">
          <span className={styles.muted}>{t.suggestions}</span>
          {suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              className={styles.suggestion}
              aria-label={t.suggest(suggestion)}
              onClick={() => onRename(index, suggestion)}
            >
              {suggestion}
            </button>
          ))}
        </Inline>
      )}
      {option.values.length > 0 && (
        <>
          <ul className={styles.chips} aria-label={t.valuesOf(name)}>
            {option.values.map((value, position) => (
              <li
                key={value}
                className={styles.chip}
                draggable
                data-dragging={dragged === position || undefined}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', value);
                  setDragged(position);
                }}
                onDragOver={(event) => {
                  if (dragged !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== null) moveTo(dragged, position);
                  setDragged(null);
                }}
                onDragEnd={() => setDragged(null)}
              >
                <button
                  ref={(element) => {
                    chips.current[position] = element;
                  }}
                  type="button"
                  className={styles.chipHandle}
                  aria-label={t.moveValue(value)}
                  aria-describedby={helpId}
                  onKeyDown={(event) => onChipKey(event, position)}
                >
                  {value}
                </button>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t.removeValue(value)}
                  onClick={() => onRemoveValue(index, value)}
                >
                  <Icon name="close" />
                </button>
              </li>
            ))}
          </ul>
          <p id={helpId} className={styles.muted}>
            {t.moveHelp}
          </p>
        </>
      )}
      <span className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </span>
      <Inline gap="sm" alignY="start">
        <span className={styles.valueInput}>
          <TextField
            label={t.values}
            placeholder={t.valuesPlaceholder}
            description={t.valuesHelp}
            value={typed}
            onChange={(text) => {
              setTyped(text);
              setRefusal(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                // Enter adds the value; it never submits the product form.
                event.preventDefault();
                add();
              }
            }}
            errorMessage={refusal ?? valuesError}
          />
        </span>
        <span className={styles.addValue}>
          <Button variant="ghost" onPress={add} isDisabled={typed.trim() === ''}>
            {t.addValue}
          </Button>
        </span>
      </Inline>
    </fieldset>
  );
});

interface ApplyAllProps {
  manageStock: boolean;
  productPrice: string;
  onApply: (patch: Partial<ProductFormVariant>) => void;
}

/** 'Aplicar a todas': one price and one stock for every variant. */
function ApplyAll({ manageStock, productPrice, onApply }: ApplyAllProps) {
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  return (
    <div className={styles.applyAll}>
      <Inline gap="sm" alignY="end" wrap={false}>
        <span className={styles.grow}>
          <TextField
            label={t.applyAll.price}
            prefix={es.productForm.prices.currency}
            inputMode="decimal"
            placeholder={productPrice}
            value={price}
            onChange={setPrice}
          />
        </span>
        <Button
          variant="secondary"
          aria-label={t.applyAll.priceButton}
          onPress={() => onApply({ price: price.trim() === '' ? null : price.trim() })}
        >
          {t.applyAll.button}
        </Button>
      </Inline>
      {manageStock && (
        <Inline gap="sm" alignY="end" wrap={false}>
          <span className={styles.grow}>
            <TextField
              label={t.applyAll.quantity}
              inputMode="numeric"
              value={quantity}
              onChange={(text) => setQuantity(text.replace(/\D/g, ''))}
            />
          </span>
          <Button
            variant="secondary"
            aria-label={t.applyAll.quantityButton}
            isDisabled={quantity === ''}
            onPress={() => onApply({ quantity: Number.parseInt(quantity, 10) })}
          >
            {t.applyAll.button}
          </Button>
        </Inline>
      )}
    </div>
  );
}

interface VariantRowProps {
  index: number;
  variant: ProductFormVariant;
  label: string;
  productPrice: string;
  manageStock: boolean;
  pictures: number;
  priceError?: string;
  skuError?: string;
  onEdit: (index: number, patch: Partial<ProductFormVariant>) => void;
}

/** One variant: a table row on a laptop, a card on a phone. Memoised: typing repaints only it. */
const VariantRow = memo(function VariantRow({
  index,
  variant,
  label,
  productPrice,
  manageStock,
  pictures,
  priceError,
  skuError,
  onEdit,
}: VariantRowProps) {
  const picture =
    variant.mediaIndex !== null && variant.mediaIndex < pictures ? variant.mediaIndex : -1;
  return (
    <tr className={styles.row} data-unavailable={!variant.available || undefined}>
      <th scope="row" className={styles.variantName}>
        {label}
      </th>
      <td className={styles.cell}>
        <span className={styles.phoneLabel} aria-hidden="true">
          {t.columns.price}
        </span>
        <CellField
          label={t.cell(t.columns.price, label)}
          inputMode="decimal"
          prefix={es.productForm.prices.currency}
          placeholder={productPrice}
          value={variant.price ?? ''}
          error={priceError}
          onChange={(text) => onEdit(index, { price: text === '' ? null : text })}
          onBlur={() => {
            const written = spanishMoney(variant.price);
            if (written !== variant.price) onEdit(index, { price: written });
          }}
        />
      </td>
      {manageStock && (
        <td className={styles.cell}>
          <span className={styles.phoneLabel} aria-hidden="true">
            {t.columns.quantity}
          </span>
          <CellField
            label={t.cell(t.columns.quantity, label)}
            inputMode="numeric"
            value={variant.quantity === null ? '' : String(variant.quantity)}
            onChange={(text) => {
              const digits = text.replace(/\D/g, '');
              onEdit(index, { quantity: digits === '' ? null : Number.parseInt(digits, 10) });
            }}
          />
        </td>
      )}
      <td className={styles.cell}>
        <span className={styles.phoneLabel} aria-hidden="true">
          {t.columns.sku}
        </span>
        <CellField
          label={t.cell(t.columns.sku, label)}
          value={variant.sku ?? ''}
          error={skuError}
          onChange={(text) => onEdit(index, { sku: text === '' ? null : text })}
        />
      </td>
      <td className={styles.cell}>
        <span className={styles.phoneLabel} aria-hidden="true">
          {t.columns.picture}
        </span>
        <select
          className={styles.select}
          aria-label={t.cell(t.columns.picture, label)}
          value={picture}
          disabled={pictures === 0}
          onChange={(event) => {
            const position = Number(event.target.value);
            onEdit(index, { mediaIndex: position < 0 ? null : position });
          }}
        >
          <option value={-1}>{t.noPicture}</option>
          {Array.from({ length: pictures }, (_, position) => (
            <option key={position} value={position}>
              {t.picture(position + 1)}
            </option>
          ))}
        </select>
      </td>
      <td className={styles.cell}>
        <Switch
          aria-label={t.availableOf(label)}
          isSelected={variant.available}
          onChange={(available) => onEdit(index, { available })}
        >
          <span className={styles.phoneLabel}>{t.columns.available}</span>
        </Switch>
      </td>
    </tr>
  );
});

interface CellFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  prefix?: string;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric';
  onBlur?: () => void;
}

/** A table cell's input: named by its column and variant (the header shows the column). */
function CellField({
  label,
  value,
  onChange,
  onBlur,
  error,
  prefix,
  placeholder,
  inputMode,
}: CellFieldProps) {
  return (
    <AriaTextField
      aria-label={label}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={error !== undefined}
      className={styles.cellField}
    >
      <span className={styles.cellControl}>
        {prefix && (
          <span className={styles.cellPrefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <Input className={styles.cellInput} placeholder={placeholder} inputMode={inputMode} />
      </span>
      <FieldError className={styles.cellError}>{error}</FieldError>
    </AriaTextField>
  );
}
