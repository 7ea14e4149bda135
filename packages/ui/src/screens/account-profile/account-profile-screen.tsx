import { useEffect, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import {
  callingCodeOf,
  countryName,
  detectProfilePhoneCountry,
  PERSONAL_NAME_MESSAGES,
  validatePersonalName,
} from '@panel/domain';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { PhoneField, phoneError } from '../../country-picker';
import { CropDialog } from '../../crop-dialog';
import { es } from '../../i18n/es';
import { Card, Inline, stack } from '../../layout';
import { toast } from '../../provider/toast';
import { refusedField } from '../field-refusal';
import { usePickedPicture } from '../store-profile/use-picked-picture';
import { useReportDirty } from '../use-report-dirty';
import { ProfileCard } from '../profile-card';
import * as styles from './account-profile-screen.css';
import { countryForCallingCode } from './initial-country';

// The tabs and the profile tab's panel: a column as wide as a form.
const rootClass = `${stack()} ${styles.root}`;

const t = es.account;

/** The signed-in user as the account screen shows it. */
export interface AccountProfile {
  name: string;
  email: string;
  /** Picture URL, or null. */
  picture: string | null;
  /** ISO alpha-2 country of the user (default 'US'); preselects the phone picker. */
  country: string;
  /** Phone number without the calling code, '' when none. */
  phone: string;
  /** Calling code with '+', e.g. '+58'; '' when none. */
  phoneArea: string;
}

/** What 'Guardar' sends; `picture` is the new PNG when one was chosen. */
export interface AccountProfileSaveValues {
  name: string;
  phone: string;
  phoneArea: string;
  picture: Blob | null;
}

/** Props of {@link AccountProfileScreen}. */
export interface AccountProfileScreenProps {
  /** The saved profile. */
  user: AccountProfile;
  /**
   * Saves the profile. Reject with a `FieldRefusal` (`{ field: 'name' }` or `{ field: 'phone' }`) when
   * the server refused that field: its message shows at the field; any other rejection shows the
   * failure toast.
   */
  onSave: (values: AccountProfileSaveValues) => Promise<unknown>;
  /** Called when the form starts or stops holding unsaved changes (the host asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

const FIELDS = ['name', 'phone'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The account profile (spec §2.13, §4, §5, §8): 96 px avatar, name and e-mail, 'Subir imagen de
 * perfil' with a preview, full name and phone with the flag and calling-code picker (Venezuelan
 * numbers and valid international numbers pick their country as they are typed), and 'Guardar'
 * with the no-change rule. The form column is at most 600 px wide.
 */
export function AccountProfileScreen({ user, onSave, onDirtyChange }: AccountProfileScreenProps) {
  const startCountry = () => countryForCallingCode(user.phoneArea, user.country);
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone);
  const [country, setCountry] = useState(startCountry);
  const [phoneArea, setPhoneArea] = useState(user.phoneArea || (callingCodeOf(user.country) ?? ''));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const picture = usePickedPicture();

  const values = { name: name.trim(), phone: phone.trim(), phoneArea, picture: picture.png };
  const samePhoneArea = values.phoneArea === user.phoneArea || values.phone === '';
  const dirty =
    values.name !== user.name ||
    values.phone !== user.phone ||
    !samePhoneArea ||
    values.picture !== null;
  useReportDirty(dirty, onDirtyChange);

  // A field the server refused although the panel's check (the same rule) passed: its rule's message.
  const refusal: Record<Field, () => string> = {
    name: () => PERSONAL_NAME_MESSAGES.required,
    phone: () => es.countryPicker.phoneInvalid(countryName(country)),
  };
  const clearError = (field: Field) => setErrors((current) => ({ ...current, [field]: undefined }));

  // A refreshed profile (after a save) becomes the new starting point.
  useEffect(() => {
    setName(user.name);
    setPhone(user.phone);
    if (user.phoneArea) {
      setPhoneArea(user.phoneArea);
      setCountry(countryForCallingCode(user.phoneArea, user.country));
    }
  }, [user.name, user.phone, user.phoneArea, user.country]);

  const onPhoneChange = (value: string) => {
    setPhone(value);
    clearError('phone');
    const detected = detectProfilePhoneCountry(value);
    if (detected) {
      setCountry(detected.countryIso2);
      setPhoneArea(detected.countryCode);
    }
  };

  const save = async () => {
    if (!dirty) {
      toast.info(t.toasts.noChanges);
      return;
    }
    // The same rules as the server's (@panel/domain): a refusal shows at its field, nothing is sent.
    const found = {
      name: validatePersonalName(values.name) ?? undefined,
      phone: phoneError(values.phone, phoneArea, country),
    };
    setErrors(found);
    if (found.name || found.phone) return;
    setSaving(true);
    try {
      await toast.promise(onSave(values), {
        loading: t.toasts.saving,
        success: t.toasts.saved,
        error: (error) => {
          const field = refusedField(error, FIELDS);
          return field ? refusal[field]() : t.toasts.failure;
        },
      });
      picture.clear();
    } catch (error) {
      // The toast tells what failed; a refused field shows why at the field. The form keeps what was typed.
      const field = refusedField(error, FIELDS);
      if (field) setErrors((current) => ({ ...current, [field]: refusal[field]() }));
    } finally {
      setSaving(false);
    }
  };

  const avatar = picture.preview ?? user.picture;

  return (
    <>
      <Tabs className={rootClass}>
        <TabList aria-label={es.shell.header.myAccount} className={styles.tabList}>
          <Tab id="profile" className={styles.tab}>
            {t.tabs.profile}
          </Tab>
        </TabList>
        <TabPanel id="profile" className={rootClass}>
          <ProfileCard
            name={user.name}
            picture={avatar}
            pictureAlt={t.avatarAlt(user.name)}
            pickLabel={t.uploadPicture}
            onPick={picture.choose}
            gap="xxs"
          >
            <p className={styles.muted}>{user.email}</p>
            <p className={styles.muted}>{t.role}</p>
          </ProfileCard>
          <Card
            as="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <TextField
              label={t.fullNameLabel}
              placeholder={t.fullNamePlaceholder}
              value={name}
              onChange={(value) => {
                setName(value);
                clearError('name');
              }}
              autoComplete="name"
              errorMessage={errors.name}
            />
            <PhoneField
              label={t.phoneLabel}
              countryLabel={t.countryCodeLabel}
              country={country}
              phone={phone}
              onPhoneChange={onPhoneChange}
              onCountryChange={(picked) => {
                setCountry(picked.iso2);
                setPhoneArea(picked.callingCode);
                clearError('phone');
              }}
              errorMessage={errors.phone}
            />
            <Inline justify="end">
              <Button type="submit" isPending={saving}>
                {t.save}
              </Button>
            </Inline>
          </Card>
        </TabPanel>
      </Tabs>
      <CropDialog imageSrc={picture.source} onSave={picture.accept} onCancel={picture.cancel} />
    </>
  );
}
