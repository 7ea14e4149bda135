// The 'Checkout' screen's message length meter and closing suggestion (issue 23). The rules are
// @panel/domain's (checkout-message-length.ts): the same URL limit and guard as the customer's message.
import { SALE_CLOSING, type MessageLength, type SampleOrderMessage } from '@panel/domain';
import { Label, Meter } from 'react-aria-components';
import { Button } from '../../components/button';
import { es } from '../../i18n/es';
import { Stack } from '../../layout';
import * as styles from './checkout-screen.css';

const m = es.checkout.meter;

/** The live length of the sample message against the URL limit, with what it means for the customer. */
export function MessageMeter({
  length,
  sample,
}: {
  length: MessageLength;
  sample: Pick<SampleOrderMessage, 'sampleDelivery' | 'samplePayment'>;
}) {
  return (
    <Stack gap="xs">
      <Meter
        value={Math.min(length.urlLength, length.limit)}
        maxValue={length.limit}
        valueLabel={m.value(length.urlLength, length.limit)}
        className={styles.meter}
        data-state={length.state}
      >
        {({ percentage, valueText }) => (
          <>
            <span className={styles.meterHead}>
              <Label className={styles.fieldLabel}>{m.label}</Label>
              <span className={styles.help}>{valueText}</span>
            </span>
            <span className={styles.meterTrack}>
              <span className={styles.meterFill} style={{ width: `${percentage}%` }} />
            </span>
          </>
        )}
      </Meter>
      <p
        className={styles.meterText}
        data-state={length.state}
        role={length.state === 'ok' ? undefined : 'status'}
      >
        {m.states[length.state]}
      </p>
      <p className={styles.help}>
        {sample.sampleDelivery || sample.samplePayment ? m.sampleWithExamples : m.sampleWithStore}
      </p>
    </Stack>
  );
}

/** 'Tu mensaje ya dice el total…': the closing that fits once delivery and payment are set, one click. */
export function ClosingSuggestion({ onAccept }: { onAccept: () => void }) {
  return (
    <div className={styles.suggestion} role="note" aria-label={m.suggestion.title}>
      <Stack gap="xs" align="start">
        <p className={styles.suggestionTitle}>{m.suggestion.title}</p>
        <p className={styles.help}>{m.suggestion.text(SALE_CLOSING)}</p>
        <Button variant="secondary" onPress={onAccept}>
          {m.suggestion.accept}
        </Button>
      </Stack>
    </div>
  );
}
