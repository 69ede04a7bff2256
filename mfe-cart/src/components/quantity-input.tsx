import { useState } from 'react';
import { useIntl } from 'react-intl';
import { QUANTITY_MIN } from 'shared-contracts';
import { clampQuantity } from '../store/cart-rules';

interface QuantityInputProps {
  value: number;
  /** The stock bound; Infinity when the stock is unknown. */
  max: number;
  label: string;
  onChange(qty: number): void;
}

/**
 * The quantity selector of spec §5: minimum 1, maximum the stock; typed values are clamped into
 * range, an empty input is ignored, and minus and plus do not pass the bounds.
 */
export function QuantityInput({ value, max, label, onChange }: QuantityInputProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(String(value));
  // A change from outside (another tab, a re-render after clamping) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = (requested: number) => {
    const next = clampQuantity(requested, value, max);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className="cart-qty" role="group" aria-label={label}>
      <button
        type="button"
        className="cart-qty-step"
        aria-label={intl.formatMessage({ id: 'qty.decrease' })}
        disabled={value <= QUANTITY_MIN}
        onClick={() => commit(value - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        className="cart-qty-input"
        aria-label={intl.formatMessage({ id: 'qty.label' })}
        min={QUANTITY_MIN}
        max={Number.isFinite(max) ? max : undefined}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value.trim() !== '') commit(Number(event.target.value));
        }}
        onBlur={() => setDraft(String(value))}
      />
      <button
        type="button"
        className="cart-qty-step"
        aria-label={intl.formatMessage({ id: 'qty.increase' })}
        disabled={value >= max}
        onClick={() => commit(value + 1)}
      >
        +
      </button>
    </div>
  );
}
