/**
 * Runs `read` once the browser has laid out and painted the next frame. Reading a layout figure
 * (the scroll position) while the page's layout is out of date lays the page out on the spot: in
 * the task that reads it, which right after hydration is a long one already. After the frame, the
 * layout is up to date and the read costs nothing. Returns its cancel.
 */
export function afterNextPaint(read: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(read, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
