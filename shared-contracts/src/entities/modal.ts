import { z } from 'zod';

export const modalStateSchema = z.object({
  openModal: z.boolean(),
  quickview: z.boolean(),
  product: z.number().int().positive().nullable(),
  singleSlug: z.string(),
});
export type ModalState = z.infer<typeof modalStateSchema>;

export const CLOSED_MODAL: ModalState = { openModal: false, quickview: false, product: null, singleSlug: '' };
