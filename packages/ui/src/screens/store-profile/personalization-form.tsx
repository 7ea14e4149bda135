import { useEffect, useState } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import {
  ACCENT_PRESETS,
  DEFAULT_ACCENT_COLOR,
  normalizeHexColor,
  normalizeStoreDescription,
  STORE_DESCRIPTION_MAX_LENGTH,
  STORE_LOOK_MESSAGES,
  validateAccentColor,
  validateStoreDescription,
} from '@panel/domain';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { es } from '../../i18n/es';
import { Card, Inline, stack } from '../../layout';
import { toast } from '../../provider/toast';
import { vars } from '../../theme';
import { useReportDirty } from '../use-report-dirty';
import * as styles from './personalization-form.css';

const t = es.storeLook;

/** What 'Guardar' of 'Personalización' sends: the colour as lower-case `#rrggbb`, the description on one line. */
export interface PersonalizationValues {
  accentColor: string;
  description: string;
}

/** Props of {@link PersonalizationForm}. */
export interface PersonalizationFormProps {
  /** The saved accent colour (`#rrggbb`), or null for the storefront's default. */
  accentColor: string | null;
  /** The saved one-line description ('' for none). */
  description: string;
  /** Saves both; a rejection whose `error` is one of the rules' messages (a refused colour) shows it. */
  onSave: (values: PersonalizationValues) => Promise<unknown>;
  /** Called when the form starts or stops holding unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
}

const RULE_MESSAGES: readonly string[] = Object.values(STORE_LOOK_MESSAGES);

/**
 * The toast of a failed save: the rule's Spanish message when the server refused by one of these rules
 * (the API client's error carries the server's `error` string), else the generic one.
 */
function refusalOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return t.toasts.unknown;
  const { error: text } = error as { error?: unknown };
  return typeof text === 'string' && RULE_MESSAGES.includes(text) ? text : t.toasts.unknown;
}

/**
 * 'Mi tienda' → 'Personalización' (issue 21): the accent colour of the storefront's buttons and links
 * (suggested colours or a hex code, refused under 4.5:1 with white text before sending, by the rule the
 * server runs) with a preview, and the one-line description shown under the store's name.
 */
export function PersonalizationForm({
  accentColor,
  description: savedDescription,
  onSave,
  onDirtyChange,
}: PersonalizationFormProps) {
  const saved = accentColor ?? DEFAULT_ACCENT_COLOR;
  const [color, setColor] = useState(saved);
  const [description, setDescription] = useState(savedDescription);
  const [errors, setErrors] = useState<{ color?: string; description?: string }>({});
  const [saving, setSaving] = useState(false);

  // A refreshed store (after a save) becomes the new starting point.
  useEffect(() => setColor(accentColor ?? DEFAULT_ACCENT_COLOR), [accentColor]);
  useEffect(() => setDescription(savedDescription), [savedDescription]);

  const hex = normalizeHexColor(color);
  const nextDescription = normalizeStoreDescription(description);
  const dirty = hex !== normalizeHexColor(saved) || nextDescription !== savedDescription;
  useReportDirty(dirty, onDirtyChange);

  // A complete colour is judged as it is typed or picked; a half-typed one when saving.
  const contrastError = hex ? (validateAccentColor(hex) ?? undefined) : undefined;
  const colorError = errors.color ?? contrastError;
  // The preview wears only a colour that passes (a failing one stays grey, with its message).
  const accent = hex && !contrastError ? hex : null;
  const preset = ACCENT_PRESETS.find((p) => p.color === hex)?.color ?? null;
  const length = Array.from(description).length;

  const save = async () => {
    if (!dirty) {
      toast.info(t.toasts.noChanges);
      return;
    }
    const colorProblem = validateAccentColor(color) ?? undefined;
    const descriptionProblem = validateStoreDescription(description) ?? undefined;
    setErrors({ color: colorProblem, description: descriptionProblem });
    if (colorProblem || descriptionProblem || !hex) return;
    setSaving(true);
    try {
      await toast.promise(onSave({ accentColor: hex, description: nextDescription }), {
        loading: t.toasts.saving,
        success: t.toasts.saved,
        error: refusalOf,
      });
    } catch {
      // The failure toast is shown; the form keeps what was chosen.
    } finally {
      setSaving(false);
    }
  };

  const pick = (value: string) => {
    setColor(value);
    setErrors((e) => ({ ...e, color: undefined }));
  };

  return (
    <form
      className={stack()}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Card title={t.colorTitle}>
        <Text elementType="p" className={styles.hint}>
          {t.colorHint}
        </Text>
        <RadioGroup
          className={stack({ gap: 'sm' })}
          orientation="horizontal"
          value={preset}
          onChange={pick}
        >
          <Label className={styles.groupLabel}>{t.presetsLabel}</Label>
          <div className={styles.swatches}>
            {ACCENT_PRESETS.map((p) => (
              <Radio key={p.color} value={p.color} aria-label={p.name} className={styles.swatch}>
                <span
                  aria-hidden="true"
                  className={styles.swatchColor}
                  // The merchant's colour is data, not a theme token.
                  style={{ backgroundColor: p.color }}
                />
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <TextField
          label={t.customLabel}
          description={t.customHint}
          value={color}
          onChange={pick}
          errorMessage={colorError}
          autoComplete="off"
          spellCheck="false"
        />
        <div className={styles.preview} aria-label={t.preview} role="group">
          <span className={styles.previewTitle}>{t.preview}</span>
          <Inline gap="md" alignY="center">
            <span
              className={styles.previewButton}
              style={accent ? { backgroundColor: accent, color: vars.color.surface } : undefined}
            >
              {t.previewButton}
            </span>
            <span className={styles.previewLink} style={accent ? { color: accent } : undefined}>
              {t.previewLink}
            </span>
          </Inline>
        </div>
      </Card>
      <Card title={t.descriptionTitle}>
        <TextField
          label={t.descriptionLabel(length)}
          description={t.descriptionHint}
          placeholder={t.descriptionPlaceholder}
          value={description}
          onChange={(value) => {
            setDescription(value);
            setErrors((e) => ({ ...e, description: undefined }));
          }}
          errorMessage={
            errors.description ??
            (length > STORE_DESCRIPTION_MAX_LENGTH
              ? (validateStoreDescription(description) ?? undefined)
              : undefined)
          }
        />
        <Inline justify="end">
          <Button type="submit" isPending={saving}>
            {t.save}
          </Button>
        </Inline>
      </Card>
    </form>
  );
}
