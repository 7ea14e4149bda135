import { FieldError, Text, type ValidationResult } from 'react-aria-components';

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
