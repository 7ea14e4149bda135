import { Group, Input, Label, TextField as AriaTextField } from 'react-aria-components';
import { FieldMessages } from '../components/text-field/text-field';
import { CountryPicker, type PickedCountry } from './country-picker';
import * as styles from './country-picker.css';

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  /** Visible label of the number, e.g. 'Número de teléfono'. */
  label: string;
  /** Accessible name of the flag button, e.g. 'Código de país'. */
  countryLabel: string;
  /** ISO alpha-2 code of the chosen country. */
  country: string;
  /** The number as typed (without the calling code). */
  phone: string;
  /** Called when a country is picked from the list. */
  onCountryChange: (country: PickedCountry) => void;
  /** Called as the number is typed. */
  onPhoneChange: (phone: string) => void;
  /** Help text under the field. */
  description?: string;
  /** Error text under the field; marks it invalid. */
  errorMessage?: string;
  /** Placeholder of the number. */
  placeholder?: string;
}

/** A phone number field with the flag and calling-code picker at its start. */
export function PhoneField({
  label,
  countryLabel,
  country,
  phone,
  onCountryChange,
  onPhoneChange,
  description,
  errorMessage,
  placeholder,
}: PhoneFieldProps) {
  return (
    <AriaTextField
      className={styles.phoneRoot}
      value={phone}
      onChange={onPhoneChange}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={styles.phoneLabel}>{label}</Label>
      <Group role="presentation" className={styles.phoneControl}>
        <CountryPicker value={country} onChange={onCountryChange} label={countryLabel} />
        <Input className={styles.phoneInput} placeholder={placeholder} />
      </Group>
      <FieldMessages
        description={description}
        errorMessage={errorMessage}
        classNames={{ description: styles.phoneDescription, error: styles.phoneError }}
      />
    </AriaTextField>
  );
}
