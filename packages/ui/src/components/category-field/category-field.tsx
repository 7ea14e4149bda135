import { categoryName, findCategoryByName, validateCategoryName } from '@panel/domain';
import { useState } from 'react';
import {
  Button,
  ComboBox,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  useFilter,
  type Key,
} from 'react-aria-components';
import { es } from '../../i18n/es';
import { Icon } from '../icon';
import { FieldMessages } from '../text-field/text-field';
import * as styles from './category-field.css';

const t = es.categories;

/** Server text of a name the store already has (contract: `409 Category already exists`). */
export const CATEGORY_EXISTS = 'Category already exists';
/** Server text of a store at its category limit (contract: `403 Categories limit reached`). */
export const CATEGORIES_LIMIT = 'Categories limit reached';

/** A category of the store. */
export interface CategoryOption {
  id: string;
  name: string;
  /** How many products it has (shown by the manager). */
  products?: number;
}

/** Props of {@link CategoryField}. */
export interface CategoryFieldProps {
  /** Visible label. */
  label: string;
  /** Shown while no category is chosen. */
  placeholder?: string;
  /** The store's categories, by name. */
  categories: readonly CategoryOption[];
  /** The chosen category's id, '' for none. */
  value: string;
  /** Called with the chosen category's id, or '' when the field is emptied. */
  onChange: (id: string) => void;
  /**
   * Creates the typed category and resolves with it, once `categories` holds it (then it is chosen).
   * Reject with an Error whose message is the server's text: {@link CATEGORY_EXISTS} and
   * {@link CATEGORIES_LIMIT} get their own message, anything else the generic one. Without it the
   * field offers no creation.
   */
  onCreate?: (name: string) => Promise<CategoryOption>;
}

/** Key of the 'Crear categoría "…"' option (no category id looks like it). */
const CREATE = ':create';

function createError(err: unknown): string {
  const message = err instanceof Error ? err.message : '';
  if (message === CATEGORY_EXISTS) return t.validation.exists;
  if (message === CATEGORIES_LIMIT) return t.validation.limit;
  return t.validation.failure;
}

/**
 * The product's category: a combo box over the store's categories (filtered as one types) that offers
 * 'Crear categoría "…"' for a name the store does not have yet. Emptying it leaves the product without
 * category.
 */
export function CategoryField({
  label,
  placeholder,
  categories,
  value,
  onChange,
  onCreate,
}: CategoryFieldProps) {
  const selectedName = categories.find((c) => c.id === value)?.name ?? '';
  // What the merchant typed since the last choice; null shows the chosen category's name (so a renamed
  // category shows its new one). Never set while react-aria did not ask: a programmatic change of the
  // text of a focused combo box reopens its list.
  const [draft, setDraft] = useState<string | null>(null);
  const input = draft ?? selectedName;
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const { contains } = useFilter({ sensitivity: 'base' });

  const typed = categoryName(input);
  const filtering = typed !== '' && typed !== selectedName;
  const matches = filtering ? categories.filter((c) => contains(c.name, typed)) : categories;
  const offerCreate = onCreate !== undefined && filtering && !findCategoryByName(categories, typed);
  const items = [
    ...matches.map((c) => ({ id: c.id, label: c.name, textValue: c.name })),
    ...(offerCreate ? [{ id: CREATE, label: t.field.create(typed), textValue: typed }] : []),
  ];

  const create = async (name: string) => {
    if (!onCreate || pending) return;
    if (validateCategoryName(name) === 'tooLong') {
      setError(t.validation.tooLong);
      return;
    }
    setPending(true);
    try {
      const category = await onCreate(name);
      onChange(category.id);
      setDraft(null);
    } catch (err) {
      setDraft(name);
      setError(createError(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <ComboBox
      className={styles.root}
      items={items}
      selectedKey={value === '' ? null : value}
      inputValue={input}
      onInputChange={(text) => {
        setDraft(text === selectedName ? null : text);
        setError(undefined);
        if (text === '' && value !== '') onChange('');
      }}
      onSelectionChange={(key: Key | null) => {
        if (key === CREATE) void create(typed);
        else if (key !== null) {
          setDraft(null);
          onChange(String(key));
        }
      }}
      menuTrigger="focus"
      isInvalid={error !== undefined}
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.control}>
        <Input className={styles.input} placeholder={placeholder} />
        <Button className={styles.toggle}>
          <Icon name="chevronDown" />
        </Button>
      </Group>
      <FieldMessages description={t.field.description} errorMessage={error} classNames={styles} />
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {(item: (typeof items)[number]) => (
            <ListBoxItem
              id={item.id}
              textValue={item.textValue}
              className={item.id === CREATE ? styles.createOption : styles.option}
            >
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
