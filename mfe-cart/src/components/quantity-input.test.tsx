import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLanguage } from '../test/render';
import { QuantityInput } from './quantity-input';

describe('the quantity selector (spec §5)', () => {
  it('minus and plus stop at 1 and at the stock', async () => {
    const onChange = jest.fn();
    const { rerender } = renderInLanguage(
      <QuantityInput value={1} max={3} label="Aantal van Laken" onChange={onChange} />,
    );
    expect(screen.getByRole('button', { name: 'Eén minder' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Eén meer' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    rerender(<QuantityInput value={3} max={3} label="Aantal van Laken" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Eén meer' })).toBeDisabled();
  });

  it('clamps typed values into range and ignores an empty input', () => {
    const onChange = jest.fn();
    renderInLanguage(<QuantityInput value={2} max={5} label="Aantal van Laken" onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Aantal' });
    fireEvent.change(input, { target: { value: '40' } });
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.change(input, { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith(1);
    onChange.mockClear();
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(input).toHaveValue(2);
  });
});
