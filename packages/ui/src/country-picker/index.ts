export { CountryPicker, type CountryPickerProps, type PickedCountry } from './country-picker';
export { PhoneField, type PhoneFieldProps } from './phone-field';
export { flagEmoji } from './flag';
export { phoneError } from './phone-error';
