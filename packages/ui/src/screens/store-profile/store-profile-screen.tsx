import { useEffect, useState } from 'react';
import { Link, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import {
  currencyName,
  formatMoney,
  formatStoreLinkInput,
  moneyFormatOf,
  storeCountries,
  storeTimeZoneFor,
  storeTimeZones,
  validateStoreName,
  validateStoreProfileLink,
} from '@panel/domain';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { CropDialog } from '../../crop-dialog';
import { es } from '../../i18n/es';
import { Card, Inline, stack } from '../../layout';
import { toast } from '../../provider/toast';
import { ProfileCard } from '../profile-card';
import * as styles from './store-profile-screen.css';
import { useReportDirty } from '../use-report-dirty';
import { usePickedPicture } from './use-picked-picture';
import { PersonalizationForm, type PersonalizationValues } from './personalization-form';
import * as lookStyles from './personalization-form.css';

// A tab's panel: a column of cards as wide as a form.
const panelClass = `${stack()} ${styles.panel}`;

const t = es.store;

/** The store as the profile screen shows it. */
export interface StoreProfile {
  name: string;
  /** The store link (the subdomain). */
  link: string;
  /** Picture URL, or null. */
  picture: string | null;
  /** ISO 3166-1 alpha-2 country code: the currency, money format, phone rules and time zones follow it. */
  country: string;
  /** IANA time zone of the store's days; absent: the country's default. */
  timeZone?: string;
  /** The merchant chose the country; false: it follows the WhatsApp number saved in 'Checkout'. */
  countryChosen?: boolean;
  /** The storefront's accent colour (`#rrggbb`), or null for its default ('Personalización'). */
  accentColor: string | null;
  /** The one line under the store's name on its home, '' for none ('Personalización'). */
  description: string;
}

/** What 'Guardar' sends: the link lower-cased, and the cropped PNG when a new picture was chosen. */
export interface StoreProfileSaveValues {
  name: string;
  link: string;
  country: string;
  /** One of the country's time zones (@panel/domain storeTimeZones). */
  timeZone: string;
  picture: Blob | null;
}

/** Props of {@link StoreProfileScreen}. */
export interface StoreProfileScreenProps {
  /** The saved store. */
  store: StoreProfile;
  /** The storefront host: the store lives at `{link}.{host}`. */
  storeHost: string;
  /** URL opened by the open-in-new-tab button; defaults to `https://{link}.{host}`. */
  storeUrl?: string;
  /**
   * Saves the store. Reject with `{ status: 409 }` or `{ message: 'Error link is already used' }`
   * (e.g. the API client's error) for the link-taken toast; any other rejection shows the generic one.
   */
  onSave: (values: StoreProfileSaveValues) => Promise<unknown>;
  /**
   * Saves 'Personalización' (accent colour and description). A rejection whose `error` is the colour or
   * description rule's Spanish message (the API client's error of a 400) shows it; any other the generic one.
   */
  onSavePersonalization: (values: PersonalizationValues) => Promise<unknown>;
  /** Called when the form starts or stops holding unsaved changes (the host asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

function isLinkTaken(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, message } = error as { status?: unknown; message?: unknown };
  return status === 409 || message === 'Error link is already used';
}

/**
 * The store profile (spec §2.12, §4, §5, §8): avatar with 'Cambiar imagen' and its crop dialog,
 * the store address, and 'Información general' (name and link) with the save rules.
 */
export function StoreProfileScreen({
  store,
  storeHost,
  storeUrl,
  onSave,
  onSavePersonalization,
  onDirtyChange,
}: StoreProfileScreenProps) {
  const [name, setName] = useState(store.name);
  const [link, setLink] = useState(store.link);
  const savedZone = storeTimeZoneFor(store.country, store.timeZone);
  const [country, setCountry] = useState(store.country);
  const [timeZone, setTimeZone] = useState(savedZone);
  const [errors, setErrors] = useState<{ name?: string; link?: string }>({});
  const [saving, setSaving] = useState(false);
  const picture = usePickedPicture();
  const [lookDirty, setLookDirty] = useState(false);

  // A refreshed store (after a save) becomes the new starting point.
  useEffect(() => {
    setName(store.name);
    setLink(store.link);
    setCountry(store.country);
    setTimeZone(savedZone);
  }, [store.name, store.link, store.country, savedZone]);

  const nextLink = link.trim().toLowerCase();
  const nextName = name.trim();
  const dirty =
    nextName !== store.name ||
    nextLink !== store.link ||
    country !== store.country ||
    timeZone !== savedZone ||
    picture.png !== null;
  // The select offers the table's countries, and the store's own when it is outside it.
  const countryOptions = storeCountries().some((c) => c.iso2 === store.country)
    ? storeCountries()
    : [{ iso2: store.country, name: store.country }, ...storeCountries()];
  const zones = storeTimeZones(country);
  const money = moneyFormatOf(store.country);
  useReportDirty(dirty || lookDirty, onDirtyChange);

  const address = t.address(store.link, storeHost);
  const avatar = picture.preview ?? store.picture;

  const save = async () => {
    if (!dirty) {
      toast.info(t.toasts.noChanges);
      return;
    }
    const nameError = validateStoreName(nextName) ?? undefined;
    const linkCheck = validateStoreProfileLink(nextLink);
    if (!linkCheck.ok && linkCheck.level === 'toast') toast.error(linkCheck.message);
    const linkError = !linkCheck.ok && linkCheck.level === 'field' ? linkCheck.message : undefined;
    setErrors({ name: nameError, link: linkError });
    if (nameError || !linkCheck.ok) return;

    setSaving(true);
    try {
      await toast.promise(
        onSave({ name: nextName, link: nextLink, country, timeZone, picture: picture.png }),
        {
          loading: t.toasts.saving,
          success: t.toasts.saved,
          error: (error) => (isLinkTaken(error) ? t.toasts.linkTaken : t.toasts.unknown),
        },
      );
      picture.clear();
    } catch {
      // The failure toast is shown; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.root}>
      <Tabs>
        <TabList aria-label={es.shell.sidebar.myStore} className={styles.tabList}>
          <Tab id="profile" className={styles.tab}>
            {t.tabs.profile}
          </Tab>
          <Tab id="personalization" className={styles.tab}>
            {t.tabs.personalization}
          </Tab>
          <Tab id="currencies" className={styles.tab}>
            {t.tabs.currencies}
          </Tab>
        </TabList>
        <TabPanel id="profile" className={panelClass}>
          <ProfileCard
            name={store.name}
            picture={avatar}
            pictureAlt={t.avatarAlt(store.name)}
            pickLabel={t.changeImage}
            onPick={picture.choose}
            gap="xs"
          >
            <span className={styles.address}>
              {address}
              <Link
                href={storeUrl ?? `https://${address}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.openStore}
                className={styles.iconLink}
              >
                <Icon name="openInNew" />
              </Link>
            </span>
          </ProfileCard>

          <Card
            as="form"
            title={t.generalInfo}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <TextField
              label={t.nameLabel}
              value={name}
              onChange={(value) => {
                setName(value);
                setErrors((e) => ({ ...e, name: undefined }));
              }}
              errorMessage={errors.name}
            />
            <TextField
              label={t.linkLabel}
              value={link}
              suffix={t.linkSuffix(storeHost)}
              onChange={(value) => {
                setLink(formatStoreLinkInput(value));
                setErrors((e) => ({ ...e, link: undefined }));
              }}
              errorMessage={errors.link}
            />
            <SelectField
              label={t.countryLabel}
              options={countryOptions.map((c) => ({ id: c.iso2, label: c.name }))}
              value={country}
              onChange={(next) => {
                setCountry(next);
                setTimeZone(storeTimeZoneFor(next, timeZone));
              }}
            />
            {store.countryChosen === false && country === store.country ? (
              <p className={styles.help}>{t.countryFollowsWhatsapp}</p>
            ) : null}
            {zones.length > 1 ? (
              <>
                <SelectField
                  label={t.timeZoneLabel}
                  options={zones.map((zone) => ({ id: zone.id, label: zone.label }))}
                  value={timeZone}
                  onChange={setTimeZone}
                />
                <p className={styles.help}>{t.timeZoneHelp}</p>
              </>
            ) : null}
            <Inline justify="end">
              <Button type="submit" isPending={saving}>
                {t.save}
              </Button>
            </Inline>
          </Card>
        </TabPanel>
        {/* Kept mounted while another tab shows: a chosen colour survives a look at 'Perfil'. */}
        <TabPanel
          id="personalization"
          className={`${panelClass} ${lookStyles.keptPanel}`}
          shouldForceMount
        >
          <PersonalizationForm
            accentColor={store.accentColor}
            description={store.description}
            onSave={onSavePersonalization}
            onDirtyChange={setLookDirty}
          />
        </TabPanel>
        <TabPanel id="currencies" className={panelClass}>
          <Card title={t.currency.title}>
            <p className={styles.sample}>
              {t.currency.sells(currencyName(money.currency), money.currency)}
            </p>
            <p className={styles.sample}>{t.currency.example(formatMoney(12500, store.country))}</p>
            <p className={styles.help}>{t.currency.follows}</p>
          </Card>
        </TabPanel>
      </Tabs>
      <CropDialog imageSrc={picture.source} onSave={picture.accept} onCancel={picture.cancel} />
    </div>
  );
}
