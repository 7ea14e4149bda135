import { useId, useLayoutEffect, useRef } from 'react';
import {
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import * as styles from './text-field.css';

// Also used by the phone and category fields; kept in this module, which the sign-in form loads
// anyway, so that sharing it adds no chunk to the login's first load.
/** Props of {@link FieldMessages}. */
export interface FieldMessagesProps {
  /** Help text, linked to the field's input as its description. */
  description?: string;
  /** Shown while the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The field's classes for the two texts. */
  classNames: { description: string; error: string };
}

/** The help text and the error message under a react-aria field's control. */
export function FieldMessages({ description, errorMessage, classNames }: FieldMessagesProps) {
  return (
    <>
      {description && (
        <Text slot="description" className={classNames.description}>
          {description}
        </Text>
      )}
      <FieldError className={classNames.error}>{errorMessage}</FieldError>
    </>
  );
}

/** Props of {@link TextField}: react-aria's TextField props plus the field's texts. */
export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style'
> {
  /** Visible label, from the `es` catalogue. */
  label: string;
  /** Help text under the input, linked to it as its description. */
  description?: string;
  /**
   * Error text under the input. A non-empty string also marks the field invalid (unless `isInvalid`
   * says otherwise); a function receives react-aria's validation result and shows when invalid.
   */
  errorMessage?: FieldMessagesProps['errorMessage'];
  /** Fixed text at the end of the input, announced with it; e.g. `.{host}` after the store link. */
  suffix?: string;
  /** Fixed text at the start of the input, announced with it; e.g. the currency symbol `$`. */
  prefix?: string;
  /** Placeholder of the input. */
  placeholder?: string;
  /** Marks the field required (asterisk after the label, `aria-required`); does not validate by itself. */
  isRequired?: boolean;
  /** Shows the invalid state; defaults to true when `errorMessage` is a non-empty string. */
  isInvalid?: boolean;
  /** Disables the input. */
  isDisabled?: boolean;
  /**
   * `aria` (default): validation is whatever the screen passes in (`errorMessage`, `isInvalid`,
   * `validate`, `<Form validationErrors>`), so every message is a Spanish one from the catalogue.
   * `native` also blocks form submission through the browser's constraint validation.
   */
  validationBehavior?: AriaTextFieldProps['validationBehavior'];
}

/** A labelled single-line text input with description, error message and an optional fixed suffix. */
export function TextField({
  label,
  description,
  errorMessage,
  suffix,
  prefix,
  placeholder,
  isRequired,
  isInvalid,
  validationBehavior = 'aria',
  ...props
}: TextFieldProps) {
  const suffixId = useId();
  const prefixId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { value, onChange } = props;
  // Hydrated from server HTML (the panel prerenders /login), the input may hold text typed or autofilled
  // before the script ran: React leaves it on screen but not in the owner's state, and would wipe it at
  // the next render. A controlled field hands it to its owner. (Equal in a client render: a no-op.)
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (value !== undefined && typed !== undefined && typed !== value) onChange?.(typed);
    // On mount only: afterwards the owner's state drives the input.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const describedBy =
    [props['aria-describedby'], prefix ? prefixId : undefined, suffix ? suffixId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid =
    isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);

  return (
    <AriaTextField
      {...props}
      aria-describedby={describedBy}
      isRequired={isRequired}
      isInvalid={invalid}
      validationBehavior={validationBehavior}
      className={styles.root}
    >
      <Label className={styles.label}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        )}
      </Label>
      <Group
        role="presentation"
        className={styles.control}
        isDisabled={props.isDisabled}
        isInvalid={invalid}
      >
        {prefix && (
          <span id={prefixId} className={styles.prefix}>
            {prefix}
          </span>
        )}
        <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
        {suffix && (
          <span id={suffixId} className={styles.suffix}>
            {suffix}
          </span>
        )}
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} classNames={styles} />
    </AriaTextField>
  );
}
