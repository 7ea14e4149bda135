import { useEffect, useState } from 'react';
import { FileTrigger, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { callingCodeOf, detectProfilePhoneCountry } from '@panel/domain';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { PhoneField } from '../../country-picker';
import { CropDialog } from '../../crop-dialog';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';
import { usePickedPicture } from '../store-profile/use-picked-picture';
import * as styles from './account-profile-screen.css';
import { countryForCallingCode } from './initial-country';

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
  /** Saves the profile; reject to show the failure toast. */
  onSave: (values: AccountProfileSaveValues) => Promise<unknown>;
}

/**
 * The account profile (spec §2.13, §4, §5, §8): 96 px avatar, name and e-mail, 'Subir imagen de
 * perfil' with a preview, full name and phone with the flag and calling-code picker (Venezuelan
 * numbers and valid international numbers pick their country as they are typed), and 'Guardar'
 * with the no-change rule. The form column is at most 600 px wide.
 */
export function AccountProfileScreen({ user, onSave }: AccountProfileScreenProps) {
  const startCountry = () => countryForCallingCode(user.phoneArea, user.country);
  const [name, setName] = useState(user.name);
  const [phone, setPhone] = useState(user.phone);
  const [country, setCountry] = useState(startCountry);
  const [phoneArea, setPhoneArea] = useState(user.phoneArea || (callingCodeOf(user.country) ?? ''));
  const [saving, setSaving] = useState(false);
  const picture = usePickedPicture();

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
    const detected = detectProfilePhoneCountry(value);
    if (detected) {
      setCountry(detected.countryIso2);
      setPhoneArea(detected.countryCode);
    }
  };

  const save = async () => {
    const values = { name: name.trim(), phone: phone.trim(), phoneArea, picture: picture.png };
    const samePhoneArea = values.phoneArea === user.phoneArea || values.phone === '';
    if (
      values.name === user.name &&
      values.phone === user.phone &&
      samePhoneArea &&
      values.picture === null
    ) {
      toast.info(t.toasts.noChanges);
      return;
    }
    setSaving(true);
    try {
      await toast.promise(onSave(values), {
        loading: t.toasts.saving,
        success: t.toasts.saved,
        error: t.toasts.failure,
      });
      picture.clear();
    } catch {
      // The failure toast is shown; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  const avatar = picture.preview ?? user.picture;

  return (
    <>
      <Tabs className={styles.root}>
        <TabList aria-label={es.shell.header.myAccount} className={styles.tabList}>
          <Tab id="profile" className={styles.tab}>
            {t.tabs.profile}
          </Tab>
        </TabList>
        <TabPanel id="profile" className={styles.root}>
          <section className={styles.card}>
            <div className={styles.identity}>
              {avatar ? (
                <img src={avatar} alt={t.avatarAlt(user.name)} className={styles.avatar} />
              ) : (
                <span role="img" aria-label={t.avatarAlt(user.name)} className={styles.avatar}>
                  {user.name.trim().charAt(0).toUpperCase()}
                </span>
              )}
              <div className={styles.identityText}>
                <h1 className={styles.name}>{user.name}</h1>
                <p className={styles.muted}>{user.email}</p>
                <p className={styles.muted}>{t.role}</p>
              </div>
            </div>
            <FileTrigger
              acceptedFileTypes={['image/png', 'image/jpeg', 'image/jpg']}
              onSelect={(files) => picture.choose(files?.[0])}
            >
              <Button variant="secondary">{t.uploadPicture}</Button>
            </FileTrigger>
          </section>
          <form
            className={styles.card}
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
              onChange={setName}
              autoComplete="name"
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
              }}
            />
            <div className={styles.actions}>
              <Button type="submit" isPending={saving}>
                {t.save}
              </Button>
            </div>
          </form>
        </TabPanel>
      </Tabs>
      <CropDialog imageSrc={picture.source} onSave={picture.accept} onCancel={picture.cancel} />
    </>
  );
}
