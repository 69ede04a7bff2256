import { useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { QUANTITY_MIN } from 'shared-contracts';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration';

interface Props {
  value: number;
  /** The product's stock number (spec §9: maximum = stock). */
  max: number;
  onChange: (value: number) => void;
  id?: string;
}

export function clampQuantity(value: number, max: number): number {
  const upper = Math.max(QUANTITY_MIN, max);
  return Math.min(upper, Math.max(QUANTITY_MIN, Math.trunc(value)));
}

/**
 * Spec §5: minimum 1, maximum the stock; typed values are clamped into range, an empty input is
 * ignored (the last valid value stays), and minus and plus never pass the bounds.
 */
export function QuantitySelector({ value, max, onChange, id = 'cat-qty' }: Props) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const upper = Math.max(QUANTITY_MIN, max);
  const field = useRef<HTMLInputElement>(null);
  // A quantity typed or stepped before the page hydrated is the one added.
  useTypedBeforeHydration(field, (text) => {
    const number = Number.parseInt(text, 10);
    if (!Number.isNaN(number) && number !== value) onChange(clampQuantity(number, max));
  });

  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setDraft(text);
    const number = Number.parseInt(text, 10);
    if (text.trim() === '' || Number.isNaN(number)) return;
    const clamped = clampQuantity(number, max);
    onChange(clamped);
    if (clamped !== number) setDraft(null);
  };

  return (
    <div className="cat-qty" role="group" aria-label={intl.formatMessage({ id: 'product.quantity' })}>
      <button
        type="button"
        className="cat-qty-button"
        aria-label={intl.formatMessage({ id: 'product.quantityLess' })}
        disabled={value <= QUANTITY_MIN}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      >
        −
      </button>
      <input
        ref={field}
        id={id}
        className="cat-qty-input"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={upper}
        value={draft ?? String(value)}
        aria-label={intl.formatMessage({ id: 'product.quantity' })}
        onChange={typed}
        onBlur={() => setDraft(null)}
      />
      <button
        type="button"
        className="cat-qty-button"
        aria-label={intl.formatMessage({ id: 'product.quantityMore' })}
        disabled={value >= upper}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      >
        +
      </button>
    </div>
  );
}
