import { es } from '../i18n/es';
import { cx } from '../theme/classes';

/** Why a product is only a preview: the statuses customers never see. */
export type PreviewReason = keyof typeof es.preview.reason;

/**
 * Above a product the merchant previews from the panel: customers cannot see it, and why ('Borrador',
 * 'Oculto'). Only on the panel's preview route (issue 21), never on a store host.
 */
export function PreviewBanner({ reason }: { reason: PreviewReason }) {
  const t = es.preview;
  return (
    <div className={cx.container}>
      <section
        className={`${cx.notice} ${cx.warning} ${cx.preview}`}
        aria-labelledby="vista-previa"
        data-preview={reason}
      >
        <h2 id="vista-previa">
          {t.title} <span className={cx.badge}>{t.status[reason]}</span>
        </h2>
        <p>{t.reason[reason]}</p>
      </section>
    </div>
  );
}
