import { useParams, useSearchParams } from 'shared-contracts/react-router';

/** The product id from either link shape: /product/d/p/?t=…&slug={id} or /product/default/{id}. */
export function useProductId(): number | undefined {
  const [searchParams] = useSearchParams();
  const { id } = useParams();
  const text = id ?? searchParams.get('slug') ?? '';
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
