// Loaded by SubscriptionModal on first opening: react-aria's Slider and the modal stack stay out of
// every page's first load (the modal opens only at the product limit). Classes and the styled Button
// come from the eager wrapper (no `.css.ts` import here, even through Button: it would split the
// library's single stylesheet).
import { EXTRA_CAPACITY_STOPS, extraCapacityAt } from '@panel/domain';
import { useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Heading,
  Label,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import type { Button as ButtonComponent } from '../components/button';
import { Glyph } from '../components/glyph';
import { ModalDialog } from '../components/modal-dialog';
import { es } from '../i18n/es';
import type * as stylesheet from './subscription-modal.css';
import type { SubscriptionModalProps } from './subscription-modal-props';

const lastStop = EXTRA_CAPACITY_STOPS.length - 1;
const placeholder = () => window.alert(es.subscription.modal.placeholderAlert);

const stopLabel = (index: number): string => {
  const stop = EXTRA_CAPACITY_STOPS[index];
  return stop?.products == null
    ? es.subscription.modal.topStop
    : es.subscription.modal.stop(stop.products);
};

/** The modal itself, loaded on first opening by {@link SubscriptionModal}. */
export default function SubscriptionModalBody({
  isOpen,
  onOpenChange,
  onIncrease = placeholder,
  onContact = placeholder,
  defaultStop = 0,
  styles,
  Button,
}: SubscriptionModalProps & { styles: typeof stylesheet; Button: typeof ButtonComponent }) {
  const [index, setIndex] = useState(defaultStop);
  const stop =
    EXTRA_CAPACITY_STOPS[Math.min(Math.max(index, 0), lastStop)] ?? EXTRA_CAPACITY_STOPS[0];
  const option = extraCapacityAt(stop.value);
  const m = es.subscription.modal;
  const thumbInput = useRef<HTMLInputElement>(null);

  // react-aria names a slider value with a number format only; the stops are product counts, so the
  // thumb's input gets the stop's words after every change.
  useEffect(() => {
    thumbInput.current?.setAttribute('aria-valuetext', stopLabel(index));
  });

  return (
    <ModalDialog isOpen={isOpen} onDismiss={() => onOpenChange(false)} classNames={styles}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {m.title}
            </Heading>
            <AriaButton aria-label={es.common.close} className={styles.close} onPress={close}>
              <Glyph name="close" />
            </AriaButton>
          </div>
          <p className={styles.text}>{m.intro}</p>
          <Slider
            className={styles.slider}
            minValue={0}
            maxValue={lastStop}
            step={1}
            value={index}
            onChange={setIndex}
          >
            <div className={styles.sliderHeader}>
              <Label className={styles.label}>{m.sliderLabel}</Label>
              <SliderOutput className={styles.output}>{() => stopLabel(index)}</SliderOutput>
            </div>
            <SliderTrack className={styles.track}>
              {({ state }) => (
                <>
                  <div
                    className={styles.fill}
                    style={{ width: `${state.getThumbPercent(0) * 100}%` }}
                  />
                  <SliderThumb className={styles.thumb} inputRef={thumbInput} />
                </>
              )}
            </SliderTrack>
            <div className={styles.ticks} aria-hidden="true">
              {EXTRA_CAPACITY_STOPS.map((s) => (
                <span key={s.value}>{s.products ?? m.topStop}</span>
              ))}
            </div>
          </Slider>
          {option.contact ? (
            <p className={styles.notice}>{m.largeStore}</p>
          ) : (
            <div className={styles.summary}>
              <p className={styles.row}>
                <span>{m.stop(option.products)}</span>
                <span>{m.extraPrice(option.extraPrice)}</span>
              </p>
              <p className={styles.total}>{m.total(option.total)}</p>
              <p className={styles.note}>{m.nextInvoice}</p>
            </div>
          )}
          <div className={styles.actions}>
            {option.contact ? (
              <Button onPress={onContact}>{m.contact}</Button>
            ) : (
              <Button
                onPress={() =>
                  onIncrease({
                    value: option.value,
                    products: option.products,
                    extraPrice: option.extraPrice,
                    total: option.total,
                  })
                }
              >
                {m.increase}
              </Button>
            )}
          </div>
        </>
      )}
    </ModalDialog>
  );
}
