import { useMemo } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  useFilter,
} from 'react-aria-components';
import { findCountry, listCountries } from '@panel/domain';
import { Icon } from '../components/icon';
import { es } from '../i18n/es';
import * as styles from './country-picker.css';
import { flagEmoji } from './flag';
import './flag-font.css';

/** A country chosen in the picker. */
export interface PickedCountry {
  /** ISO 3166-1 alpha-2 code, e.g. 'VE'. */
  iso2: string;
  /** Calling code with '+', e.g. '+58'. */
  callingCode: string;
}

/** Props of {@link CountryPicker}. */
export interface CountryPickerProps {
  /** ISO alpha-2 code of the chosen country. */
  value: string;
  /** Called with the country picked from the list. */
  onChange: (country: PickedCountry) => void;
  /** What the button picks, for its accessible name, e.g. 'Código de país'. */
  label: string;
  /** Disables the button. */
  isDisabled?: boolean;
}

/**
 * Flag and calling-code button that opens a searchable list of every country (Spanish names from
 * Intl.DisplayNames, without the US minor outlying islands; list at most 200 px high).
 */
export function CountryPicker({ value, onChange, label, isDisabled }: CountryPickerProps) {
  const countries = listCountries();
  const current = useMemo(() => findCountry(value), [value]);
  const { contains } = useFilter({ sensitivity: 'base' });

  return (
    <DialogTrigger>
      {/* Named by its content (hidden label and country, then the visible code), so the visible
          text is part of the accessible name. */}
      <Button className={styles.trigger} isDisabled={isDisabled}>
        <span className={styles.visuallyHidden}>
          {current ? es.countryPicker.selected(label, current.name) : label}
        </span>
        <span aria-hidden="true" className={styles.flag}>
          {flagEmoji(current?.iso2 ?? '')}
        </span>
        <span>{current?.callingCode}</span>
        <Icon name="chevronDown" size="16px" />
      </Button>
      <Popover placement="bottom start" className={styles.popover}>
        <Dialog aria-label={label} className={styles.dialog}>
          {({ close }) => (
            <Autocomplete filter={contains}>
              {/* The search box takes focus as the list opens, as a combobox's input would. */}
              <SearchField
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                aria-label={es.countryPicker.searchPlaceholder}
                className={styles.search}
              >
                <Icon name="search" size="16px" />
                <Input
                  placeholder={es.countryPicker.searchPlaceholder}
                  className={styles.searchInput}
                />
              </SearchField>
              <ListBox
                aria-label={es.countryPicker.listLabel}
                items={countries}
                selectionMode="single"
                // Escape closes the list instead of clearing the chosen country.
                escapeKeyBehavior="none"
                selectedKeys={current ? [current.iso2] : []}
                onSelectionChange={(keys) => {
                  const picked = keys === 'all' ? undefined : findCountry(String([...keys][0]));
                  if (picked) {
                    onChange({ iso2: picked.iso2, callingCode: picked.callingCode });
                    close();
                  }
                }}
                renderEmptyState={() => (
                  <p className={styles.empty}>{es.countryPicker.noResults}</p>
                )}
                className={styles.list}
              >
                {(country) => (
                  <ListBoxItem
                    id={country.iso2}
                    textValue={`${country.name} ${country.callingCode} ${country.iso2}`}
                    className={styles.option}
                  >
                    <span aria-hidden="true" className={styles.flag}>
                      {flagEmoji(country.iso2)}
                    </span>
                    <span className={styles.optionName}>{country.name}</span>
                    <span className={styles.optionCode}>{country.callingCode}</span>
                  </ListBoxItem>
                )}
              </ListBox>
            </Autocomplete>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
