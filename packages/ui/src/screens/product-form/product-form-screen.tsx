import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Label,
  TextArea,
  TextField as AriaTextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import {
  DESCRIPTION_MAX,
  PICTURE_MESSAGES,
  parseAmount,
  toCents,
  applyProductType,
  areStockSwitchesDisabled,
  clampDescription,
  createProductForm,
  descriptionLength,
  dynamicPriceHelperText,
  productAvailability,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormField,
} from '@panel/domain';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { CategoryField, type CategoryOption } from '../../components/category-field';
import { PageHeader } from '../../components/page-header';
import { SelectField, type SelectOption } from '../../components/select-field';
import { Switch } from '../../components/switch';
import { TextField } from '../../components/text-field';
import { es } from '../../i18n/es';
import { Card, Columns, Inline, Stack, stack } from '../../layout';
import { toast } from '../../provider/toast';
import { UploadZone, type UploadItem } from '../../upload-zone';
import { CategoryManagerDialog } from '../category-manager';
import { useReportDirty } from '../use-report-dirty';
import * as styles from './product-form-screen.css';
import type { ProductFormOption, ProductFormVariant } from './variants/variant-types';
import { VariantsSection } from './variants/variants-section';
import {
  hasVariantsErrors,
  validateVariants,
  type VariantsErrors,
} from './variants/variants-model';

const t = es.productForm;

/** Product type: a physical product or a digital file. */
export type ProductFormType = 'product' | 'digital-file';

/** Product status: draft (Borrador), published (Publicado) or hidden (Oculto). */
export type ProductFormStatus = 'draft' | 'published' | 'hidden';

/** One price block as typed: amounts are decimal text ('12.5' or '12,5'). */
export interface ProductFormPrices {
  cost: string;
  price: string;
  /** Profit percentage, used when dynamic price is on. */
  utility: string;
}

/** Every value of the product form, as handed to `onSave` (spec §3 product form draft). */
export interface ProductFormValues {
  name: string;
  /** At most 1500 characters. */
  description: string;
  /** Chosen category id, '' for none. */
  categoryId: string;
  type: ProductFormType;
  /** Stock quantity as typed; '0' by default. */
  quantity: string;
  prices: ProductFormPrices;
  /** Wholesale block; only meaningful when `wholesaleAllowed`. */
  wholesalePrices: ProductFormPrices;
  /** Units of one order line from which the wholesale price applies, as typed (required with it). */
  wholesaleMinQuantity: string;
  status: ProductFormStatus;
  /** Price computed as cost × (1 + utility/100). */
  dynamicPrice: boolean;
  manageStock: boolean;
  sellWithoutStock: boolean;
  wholesaleAllowed: boolean;
  /** The product's options (issue 22), at most 3; none for a product without variants. */
  options: readonly ProductFormOption[];
  /**
   * One variant per combination of the options' values (prices as typed, '' never: null takes the
   * product's price); empty without options. A variant keeps its stored `id` while its combination
   * survives the edits.
   */
  variants: readonly ProductFormVariant[];
}

/** Props of {@link ProductFormScreen}. */
export interface ProductFormScreenProps {
  /** 'create' ('Nuevo producto', default) or 'edit' (prefilled, 'Editar producto'). */
  mode?: 'create' | 'edit';
  /** Values to start from (edit); missing ones take the new-product defaults. */
  initialValues?: Partial<ProductFormValues>;
  /** Media to start from: a saved product's stored media (kept by reference), or files. */
  initialMedia?: readonly UploadItem[];
  /** The store's categories, by name (with their product counts for the manager). */
  categories?: readonly CategoryOption[];
  /**
   * Creates a category typed in the category field (see CategoryField's `onCreate`); without it the
   * field only picks among `categories`.
   */
  onCreateCategory?: (name: string) => Promise<CategoryOption>;
  /**
   * Renames and deletes categories from the 'Administrar categorías' dialog (see
   * CategoryManagerDialog); the button shows only when both are given.
   */
  onRenameCategory?: (id: string, name: string) => Promise<unknown>;
  onDeleteCategory?: (id: string) => Promise<unknown>;
  /**
   * Saves the product with its media in display order (stored media as they came, new files as
   * chosen): 'Guardar borrador' passes status 'draft', 'Guardar producto' the chosen status. Resolve
   * on success; reject to show the failure toast (an Error whose message is one of @panel/domain's
   * PICTURE_MESSAGES is shown as it is).
   */
  onSave: (values: ProductFormValues, media: UploadItem[]) => Promise<unknown>;
  /** Called when the form starts or stops holding unsaved changes (the host asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

const STATUS_OPTIONS: readonly SelectOption<ProductFormStatus>[] = [
  { id: 'published', label: t.settings.statusOptions.published },
  { id: 'draft', label: t.settings.statusOptions.draft },
  { id: 'hidden', label: t.settings.statusOptions.hidden },
];

/**
 * An amount as a Spanish reader writes it: decimal comma, money with 2 decimals ('12.5' → '12,50');
 * no thousands separator, so the text reads back as the same number. Unreadable text is kept as
 * typed for the validation to point at.
 */
function spanishAmount(value: string, key: keyof ProductFormPrices): string {
  const amount = parseAmount(value);
  if (amount === null) return value;
  const text = key === 'utility' ? String(amount) : (toCents(amount) / 100).toFixed(2);
  return text.replace('.', ',');
}

function spanishPrices(prices: ProductFormPrices): ProductFormPrices {
  return {
    cost: spanishAmount(prices.cost, 'cost'),
    price: spanishAmount(prices.price, 'price'),
    utility: spanishAmount(prices.utility, 'utility'),
  };
}

/** Whether two forms hold the same values (the price blocks compared field by field). */
function sameFormValues(a: ProductFormValues, b: ProductFormValues): boolean {
  return (Object.keys(a) as (keyof ProductFormValues)[]).every((key) => {
    if (key === 'options' || key === 'variants') {
      return a[key] === b[key] || JSON.stringify(a[key]) === JSON.stringify(b[key]);
    }
    const left = a[key];
    const right = b[key];
    if (typeof left !== 'object' || typeof right !== 'object') return left === right;
    return (Object.keys(left) as (keyof ProductFormPrices)[]).every((k) => left[k] === right[k]);
  });
}

function initial(values?: Partial<ProductFormValues>): ProductFormValues {
  const base = createProductForm();
  return {
    ...base,
    ...values,
    options: values?.options ?? [],
    variants: (values?.variants ?? []).map((variant) => ({
      ...variant,
      price: variant.price === null ? null : spanishAmount(variant.price, 'price'),
    })),
    prices: spanishPrices({ ...base.prices, ...values?.prices }),
    wholesalePrices: spanishPrices({ ...base.wholesalePrices, ...values?.wholesalePrices }),
  };
}

const PICTURE_REFUSALS: readonly string[] = Object.values(PICTURE_MESSAGES);

/**
 * The failure toast of a save: the server's own words when it refused a picture (too large, too long,
 * too many at once…: `onSave` rejects with them), else the general failure.
 */
const pictureRefusal = (reason: unknown): string =>
  reason instanceof Error && PICTURE_REFUSALS.includes(reason.message)
    ? reason.message
    : t.toasts.failure;

/**
 * New / edit product form (spec §2.11, §4, §5): type toggle, category, name, description with its
 * 'n/1500' counter, prices with the dynamic price and wholesale blocks, inventory, settings and the
 * media upload. Saves through `onSave` after checking a name and a price.
 */
export function ProductFormScreen({
  mode = 'create',
  initialValues,
  initialMedia = [],
  categories = [],
  onCreateCategory,
  onRenameCategory,
  onDeleteCategory,
  onSave,
  onDirtyChange,
}: ProductFormScreenProps) {
  const [start] = useState(() => ({ values: initial(initialValues), media: [...initialMedia] }));
  const [values, setValues] = useState<ProductFormValues>(start.values);
  const [media, setMedia] = useState<UploadItem[]>(start.media);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [variantErrors, setVariantErrors] = useState<VariantsErrors>({});
  const [pending, setPending] = useState<'draft' | 'product' | null>(null);
  const [checks, setChecks] = useState(0);
  const [managing, setManaging] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused save, the first field with an error takes the focus (keyboard and screen readers
  // land on the message).
  useEffect(() => {
    if (checks === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  const dirty =
    !sameFormValues(values, start.values) ||
    media.length !== start.media.length ||
    media.some((item, i) => item !== start.media[i]);
  useReportDirty(dirty, onDirtyChange);

  const stockLocked = areStockSwitchesDisabled(values.type);
  const hasVariants = values.variants.length > 0;
  // With variants, the stock is theirs: the offered ones' units add up.
  const availability = productAvailability(
    hasVariants
      ? {
          ...values,
          quantity: String(
            values.variants.reduce(
              (sum, variant) => sum + (variant.available ? (variant.quantity ?? 0) : 0),
              0,
            ),
          ),
        }
      : values,
  );

  const update = (patch: Partial<ProductFormValues>, clear?: ProductFormField[]) => {
    setValues((current) => ({ ...current, ...patch }));
    if (clear) {
      setErrors((current) => {
        const next = { ...current };
        clear.forEach((field) => delete next[field]);
        return next;
      });
    }
  };

  const setPrice = (
    group: 'prices' | 'wholesalePrices',
    key: keyof ProductFormPrices,
    value: string,
  ) => {
    setValues((current) => ({ ...current, [group]: { ...current[group], [key]: value } }));
    setErrors((current) => {
      const next = { ...current };
      delete next[`${group}.${key}`];
      return next;
    });
  };

  // Stable, so the memoised variants section does not repaint while other fields are typed in.
  const changeVariants = useCallback(
    (options: readonly ProductFormOption[], variants: readonly ProductFormVariant[]) =>
      setValues((current) => ({ ...current, options, variants })),
    [],
  );

  const save = async (kind: 'draft' | 'product') => {
    const toSave: ProductFormValues =
      kind === 'draft' ? { ...values, status: 'draft' } : { ...values };
    // A picture removed after a variant chose it: the variant goes without one.
    toSave.variants = toSave.variants.map((variant) =>
      variant.mediaIndex !== null && variant.mediaIndex >= media.length
        ? { ...variant, mediaIndex: null }
        : variant,
    );
    const found = validateProductForm(toSave);
    const foundVariants = validateVariants(toSave.options, toSave.variants);
    setErrors(found);
    setVariantErrors(foundVariants);
    if (Object.keys(found).length > 0 || hasVariantsErrors(foundVariants)) {
      setChecks((n) => n + 1);
      return;
    }
    setPending(kind);
    try {
      await toast.promise(onSave(toSave, media), {
        loading: t.toasts.saving,
        success: t.toasts.saved,
        error: pictureRefusal,
      });
    } catch {
      // The failure toast is shown; the form keeps what was typed.
    } finally {
      setPending(null);
    }
  };

  const formatPrice = (group: 'prices' | 'wholesalePrices', key: keyof ProductFormPrices) =>
    setValues((current) => ({
      ...current,
      [group]: { ...current[group], [key]: spanishAmount(current[group][key], key) },
    }));

  const priceFields = (group: 'prices' | 'wholesalePrices') => {
    const prices = values[group];
    return (
      <Columns gap="md" template={{ sm: 2 }}>
        <TextField
          label={t.prices.cost}
          prefix={t.prices.currency}
          inputMode="decimal"
          value={prices.cost}
          onChange={(v) => setPrice(group, 'cost', v)}
          onBlur={() => formatPrice(group, 'cost')}
          errorMessage={errors[`${group}.cost`]}
          isRequired={values.dynamicPrice}
        />
        {values.dynamicPrice ? (
          <TextField
            label={t.prices.utility}
            inputMode="decimal"
            value={prices.utility}
            onChange={(v) => setPrice(group, 'utility', v)}
            onBlur={() => formatPrice(group, 'utility')}
            errorMessage={errors[`${group}.utility`]}
            description={dynamicPriceHelperText(prices.cost, prices.utility)}
          />
        ) : (
          <TextField
            label={t.prices.price}
            prefix={t.prices.currency}
            inputMode="decimal"
            value={prices.price}
            onChange={(v) => setPrice(group, 'price', v)}
            onBlur={() => formatPrice(group, 'price')}
            errorMessage={errors[`${group}.price`]}
            isRequired
          />
        )}
      </Columns>
    );
  };

  return (
    <form
      ref={formRef}
      className={styles.root}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save('product');
      }}
    >
      <PageHeader
        title={mode === 'edit' ? t.editTitle : t.title}
        actions={
          <>
            <Button
              variant="ghost"
              isPending={pending === 'draft'}
              isDisabled={pending === 'product'}
              onPress={() => void save('draft')}
            >
              {t.saveDraft}
            </Button>
            <Button
              type="submit"
              isPending={pending === 'product'}
              isDisabled={pending === 'draft'}
            >
              {t.saveProduct}
            </Button>
          </>
        }
      />
      <Columns template={{ md: '2/1' }} alignY="start">
        <Stack>
          <Card>
            <ToggleButtonGroup
              aria-label={t.type.label}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[values.type]}
              onSelectionChange={(keys) => {
                const type = [...keys][0] as ProductFormType | undefined;
                if (type)
                  setValues((current) => ({ ...current, ...applyProductType(current, type) }));
              }}
              className={styles.toggleGroup}
            >
              <ToggleButton id="product" className={styles.toggle}>
                {t.type.product}
              </ToggleButton>
              <ToggleButton id="digital-file" className={styles.toggle}>
                {t.type.digitalFile}
              </ToggleButton>
            </ToggleButtonGroup>
            <CategoryField
              label={t.category.label}
              placeholder={t.category.placeholder}
              categories={categories}
              value={values.categoryId}
              onChange={(categoryId) => update({ categoryId })}
              onCreate={onCreateCategory}
            />
            {onRenameCategory && onDeleteCategory && (
              <>
                <Button variant="ghost" onPress={() => setManaging(true)}>
                  {es.categories.field.manage}
                </Button>
                <CategoryManagerDialog
                  isOpen={managing}
                  onOpenChange={setManaging}
                  categories={categories}
                  onRename={onRenameCategory}
                  onDelete={async (id) => {
                    await onDeleteCategory(id);
                    // The product loses the category as its other products do.
                    setValues((current) =>
                      current.categoryId === id ? { ...current, categoryId: '' } : current,
                    );
                  }}
                />
              </>
            )}
            <TextField
              label={t.nameLabel}
              value={values.name}
              onChange={(name) => update({ name }, ['name'])}
              errorMessage={errors.name}
              isRequired
            />
            <AriaTextField
              className={stack({ gap: 'xs' })}
              value={values.description}
              onChange={(description) => update({ description: clampDescription(description) })}
            >
              <Label className={styles.fieldLabel}>
                {t.descriptionLabel}
                <span className={styles.counter}>
                  {t.descriptionCounter(descriptionLength(values.description), DESCRIPTION_MAX)}
                </span>
              </Label>
              <TextArea className={styles.textArea} />
            </AriaTextField>
          </Card>

          <Card title={t.prices.title}>
            <Inline gap="xs" wrap={false}>
              <Switch
                isSelected={values.dynamicPrice}
                onChange={(dynamicPrice) => update({ dynamicPrice })}
              >
                {t.prices.dynamicPrice}
              </Switch>
              <TooltipTrigger delay={200}>
                <AriaButton aria-label={t.prices.dynamicPriceHelp} className={styles.infoButton}>
                  <Icon name="info" />
                </AriaButton>
                <Tooltip className={styles.tooltip} offset={6}>
                  {t.prices.dynamicPriceHelp}
                </Tooltip>
              </TooltipTrigger>
            </Inline>
            {values.wholesaleAllowed ? (
              <>
                <h3 className={styles.subTitle}>{t.prices.retail}</h3>
                {priceFields('prices')}
                <h3 className={styles.subTitle}>{t.prices.wholesale}</h3>
                {priceFields('wholesalePrices')}
                <TextField
                  label={t.prices.wholesaleMinQuantity}
                  inputMode="numeric"
                  value={values.wholesaleMinQuantity}
                  // Whole units: anything but digits is dropped as it is typed.
                  onChange={(v) =>
                    update({ wholesaleMinQuantity: v.replace(/\D/g, '') }, ['wholesaleMinQuantity'])
                  }
                  description={t.prices.wholesaleMinQuantityHelp}
                  errorMessage={errors.wholesaleMinQuantity}
                  isRequired
                />
              </>
            ) : (
              priceFields('prices')
            )}
          </Card>

          <Card title={t.inventory.title}>
            <div className={styles.fieldWithInfo}>
              <TextField
                label={t.inventory.quantity}
                inputMode="numeric"
                value={values.quantity}
                // A whole number of units: anything but digits is dropped as it is typed.
                onChange={(quantity) => update({ quantity: quantity.replace(/\D/g, '') })}
                isDisabled={!values.manageStock || hasVariants}
              />
              <span className={styles.infoBesideInput}>
                <TooltipTrigger delay={200}>
                  <AriaButton aria-label={t.inventory.quantityHelp} className={styles.infoButton}>
                    <Icon name="info" />
                  </AriaButton>
                  <Tooltip className={styles.tooltip} offset={6}>
                    {t.inventory.quantityHelp}
                  </Tooltip>
                </TooltipTrigger>
              </span>
            </div>
            {hasVariants && <p className={styles.note}>{t.variants.stockByVariant}</p>}
          </Card>

          <Card title={t.upload.title}>
            <UploadZone media={media} onMediaChange={setMedia} />
          </Card>

          <VariantsSection
            options={values.options}
            variants={values.variants}
            onChange={changeVariants}
            productPrice={values.prices.price}
            manageStock={values.manageStock}
            pictures={media.length}
            errors={variantErrors}
            onErrorsChange={setVariantErrors}
          />
        </Stack>

        <Stack>
          <Card title={t.settings.title}>
            <SelectField
              label={t.settings.status}
              options={STATUS_OPTIONS}
              value={values.status}
              onChange={(status) => update({ status })}
            />
            <Stack gap="md">
              <Switch
                isSelected={values.manageStock}
                isDisabled={stockLocked}
                onChange={(manageStock) => update({ manageStock })}
              >
                {t.settings.manageStock}
              </Switch>
              <Switch
                isSelected={values.sellWithoutStock}
                isDisabled={stockLocked}
                onChange={(sellWithoutStock) => update({ sellWithoutStock })}
              >
                {t.settings.sellWithoutStock}
              </Switch>
              <Switch
                isSelected={values.wholesaleAllowed}
                isDisabled={stockLocked}
                onChange={(wholesaleAllowed) => update({ wholesaleAllowed })}
              >
                {t.settings.allowWholesale}
              </Switch>
            </Stack>
            <p
              className={styles.availability[availability === 'onSale' ? 'visible' : 'notVisible']}
              data-availability={availability}
              aria-live="polite"
            >
              {t.settings.availability[availability]}
            </p>
          </Card>
        </Stack>
      </Columns>
    </form>
  );
}
