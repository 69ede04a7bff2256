import * as z from 'zod/mini';

export const modalStateSchema = z.object({
  openModal: z.boolean(),
  quickview: z.boolean(),
  product: z.nullable(z.number().check(z.int(), z.positive())),
  singleSlug: z.string(),
});
export type ModalState = z.infer<typeof modalStateSchema>;

export const CLOSED_MODAL: ModalState = { openModal: false, quickview: false, product: null, singleSlug: '' };
