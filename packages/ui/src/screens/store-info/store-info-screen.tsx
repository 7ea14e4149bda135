import { normalizeStoreLink, validateStoreLink, validateStoreName } from '@panel/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { AuthCard } from '../../components/auth-card';
import * as card from '../../components/auth-card/auth-card.css';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';

/** What the store step sends. */
export interface StoreInfoValues {
  /** The store's name, trimmed. */
  storeName: string;
  /** The store's link, lower-cased (the rules accept any case; links are stored lower-case). */
  storeLink: string;
}

/** Server text of a link that belongs to another store (contract: `409 LINK_IS_TAKEN`). */
export const LINK_IS_TAKEN = 'LINK_IS_TAKEN';

/** Props of {@link StoreInfoScreen}. */
export interface StoreInfoScreenProps {
  /** The storefront host; the link field ends with `.{host}`. */
  storeHost: string;
  /** Prefilled values. */
  defaultValues?: Partial<StoreInfoValues>;
  /**
   * Sends name and link. Resolve on success (the host goes to /create-success); reject with the
   * server's error text: 'LINK_IS_TAKEN' shows the link-taken toast, anything else the generic one with
   * the text under it.
   */
  onSubmit: (values: StoreInfoValues) => Promise<void>;
}

const reasonText = (reason: unknown): string | undefined =>
  typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : undefined;

/** §2.6 Onboarding step 2: the store's name and link (`{link}.{host}`). */
export function StoreInfoScreen({ storeHost, defaultValues, onSubmit }: StoreInfoScreenProps) {
  const [storeName, setStoreName] = useState(defaultValues?.storeName ?? '');
  const [storeLink, setStoreLink] = useState(defaultValues?.storeLink ?? '');
  const [errors, setErrors] = useState<{ name?: string; link?: string }>({});
  const [isSending, setSending] = useState(false);
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Submit is ignored while a request is in progress (spec §5).
    if (sending.current) return;
    const name = validateStoreName(storeName) ?? undefined;
    const link = validateStoreLink(storeLink) ?? undefined;
    if (name || link) {
      setErrors({ name, link });
      return;
    }
    sending.current = true;
    setSending(true);
    try {
      await onSubmit({ storeName: storeName.trim(), storeLink: normalizeStoreLink(storeLink) });
    } catch (reason) {
      const text = reasonText(reason);
      if (text === LINK_IS_TAKEN) toast.error(es.storeInfo.toasts.linkTaken);
      else toast.error(es.storeInfo.toasts.failure, { description: text });
    } finally {
      sending.current = false;
      setSending(false);
    }
  };

  return (
    <AuthCard>
      <h1 className={card.heading}>{es.storeInfo.heading}</h1>
      <Form className={card.form} validationBehavior="aria" onSubmit={(e) => void submit(e)}>
        <TextField
          label={es.storeInfo.nameLabel}
          name="storeName"
          autoComplete="organization"
          value={storeName}
          onChange={(value) => {
            setStoreName(value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          errorMessage={errors.name}
        />
        <TextField
          label={es.storeInfo.linkLabel}
          name="storeLink"
          autoComplete="off"
          suffix={es.storeInfo.linkSuffix(storeHost)}
          value={storeLink}
          onChange={(value) => {
            setStoreLink(value);
            setErrors((current) => ({ ...current, link: undefined }));
          }}
          errorMessage={errors.link}
        />
        <Button type="submit" fullWidth isPending={isSending}>
          {isSending ? es.storeInfo.submitting : es.storeInfo.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
