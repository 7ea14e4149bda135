import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { Icon } from '../icon';
import * as styles from './select-field.css';

/** One option of a {@link SelectField}. */
export interface SelectOption<K extends string = string> {
  /** Value reported by `onChange`. */
  id: K;
  /** Visible text, from the `es` catalogue. */
  label: string;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps<K extends string = string> {
  /** Visible label. */
  label: string;
  /** The options, in order. */
  options: readonly SelectOption<K>[];
  /** The selected option's id, or null for none. */
  value: K | null;
  /** Called with the chosen option's id. */
  onChange: (value: K) => void;
  /** Shown while nothing is selected. */
  placeholder?: string;
  /** Error text under the field; marks it invalid. */
  errorMessage?: string;
  /** Disables the field. */
  isDisabled?: boolean;
  /** Name submitted with a native form. */
  name?: string;
}

/** A labelled single-choice select on react-aria (listbox popover, typeahead, keyboard). */
export function SelectField<K extends string = string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  errorMessage,
  isDisabled,
  name,
}: SelectFieldProps<K>) {
  return (
    <Select
      className={styles.root}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(String(key) as K);
      }}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      name={name}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <Icon name="chevronDown" />
      </Button>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
