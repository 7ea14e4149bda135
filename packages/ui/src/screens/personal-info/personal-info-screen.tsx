import { countryName, validatePersonalName } from '@panel/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { AuthCard } from '../../components/auth-card';
import * as card from '../../components/auth-card/auth-card.css';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { es } from '../../i18n/es';
import { toast } from '../../provider/toast';

/** Props of {@link PersonalInfoScreen}. */
export interface PersonalInfoScreenProps {
  /** Prefilled full name (editable). */
  defaultName?: string;
  /** The signed-in e-mail (read-only). */
  email: string;
  /** ISO 3166 alpha-2 country code, shown by its Spanish name (read-only). Default 'US'. */
  country?: string;
  /**
   * Sends the trimmed name. Resolve on success (the host goes to the store step); reject with the
   * server's error text (`Error` message or string) for the 'Ocurrió un error, intenta de nuevo.'
   * toast with that text under it.
   */
  onSubmit: (name: string) => Promise<void>;
}

const reasonText = (reason: unknown): string | undefined =>
  typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : undefined;

/** §2.5 Onboarding step 1: the full name; e-mail and country are shown read-only. */
export function PersonalInfoScreen({
  defaultName = '',
  email,
  country = 'US',
  onSubmit,
}: PersonalInfoScreenProps) {
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const message = validatePersonalName(name);
    if (message) {
      setError(message);
      return;
    }
    sending.current = true;
    setSending(true);
    try {
      await onSubmit(name.trim());
    } catch (reason) {
      toast.error(es.personalInfo.toasts.failure, { description: reasonText(reason) });
    } finally {
      sending.current = false;
      setSending(false);
    }
  };

  return (
    <AuthCard>
      <h1 className={card.heading}>{es.personalInfo.heading}</h1>
      <p className={card.lead}>{es.personalInfo.intro}</p>
      <Form className={card.form} validationBehavior="aria" onSubmit={(e) => void submit(e)}>
        <TextField
          label={es.personalInfo.nameLabel}
          name="name"
          autoComplete="name"
          value={name}
          onChange={(value) => {
            setName(value);
            setError(null);
          }}
          errorMessage={error ?? undefined}
        />
        <TextField label={es.personalInfo.emailLabel} value={email} isReadOnly />
        <TextField label={es.personalInfo.countryLabel} value={countryName(country)} isReadOnly />
        <Button type="submit" fullWidth isPending={isSending}>
          {isSending ? es.personalInfo.submitting : es.personalInfo.submit}
        </Button>
      </Form>
    </AuthCard>
  );
}
