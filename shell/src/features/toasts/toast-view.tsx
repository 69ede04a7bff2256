import { Slide, toast, ToastContainer, type TypeOptions } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from 'shared-contracts';

/** The toast library and its container: loaded with the first toast, not with the page. */
export function ToastView() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      transition={Slide}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}

/** Shows a toast; one asked for before the container has mounted waits for it. */
export function showToast(text: string, kind: TypeOptions, autoClose: number): void {
  toast(text, { type: kind, autoClose });
}
