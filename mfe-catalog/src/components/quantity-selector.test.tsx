import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderInCatalog } from '../testing/render';
import { clampQuantity, QuantitySelector } from './quantity-selector';

function Harness({ max, start = 1 }: { max: number; start?: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <QuantitySelector value={value} max={max} onChange={setValue} />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

const input = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const chosen = () => screen.getByTestId('chosen').textContent;

describe('QuantitySelector (spec §5: 1 to stock)', () => {
  it('never lets minus go below 1 nor plus above the stock', async () => {
    const user = userEvent.setup();
    renderInCatalog(<Harness max={3} />);
    const less = screen.getByRole('button', { name: 'One fewer' });
    const more = screen.getByRole('button', { name: 'One more' });
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(chosen()).toBe('3');
    expect(more).toBeDisabled();
    await user.click(more);
    expect(chosen()).toBe('3');
    await user.click(less);
    await user.click(less);
    await user.click(less);
    expect(chosen()).toBe('1');
    expect(input()).toHaveValue(1);
  });

  it('clamps typed values into range', () => {
    renderInCatalog(<Harness max={5} />);
    fireEvent.change(input(), { target: { value: '40' } });
    expect(chosen()).toBe('5');
    expect(input()).toHaveValue(5);
    fireEvent.change(input(), { target: { value: '0' } });
    expect(chosen()).toBe('1');
    fireEvent.change(input(), { target: { value: '-7' } });
    expect(chosen()).toBe('1');
    fireEvent.change(input(), { target: { value: '4' } });
    expect(chosen()).toBe('4');
  });

  it('ignores an empty input: the last valid quantity stays, and shows again on leaving the field', () => {
    renderInCatalog(<Harness max={9} start={4} />);
    fireEvent.change(input(), { target: { value: '' } });
    expect(chosen()).toBe('4');
    fireEvent.blur(input());
    expect(input()).toHaveValue(4);
  });

  it('treats a stock of 0 or less as a maximum of 1', () => {
    expect(clampQuantity(3, 0)).toBe(1);
    expect(clampQuantity(2.7, 10)).toBe(2);
  });
});
