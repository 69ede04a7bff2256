import { useIntl } from 'react-intl';

// Served by the shop itself (nothing at run time may need the internet: docs/decisions.md). A few
// seconds of a generated looping animation, made once with ffmpeg (see shell/README.md) and
// committed.
const WEBM = new URL('../assets/riode-intro.webm', import.meta.url).href;
const MP4 = new URL('../assets/riode-intro.mp4', import.meta.url).href;

export function VideoModalContent() {
  const intl = useIntl();
  return (
    <video
      className="sh-video"
      autoPlay
      loop
      muted
      playsInline
      controls
      aria-label={intl.formatMessage({ id: 'modal.video' })}
    >
      <source src={WEBM} type="video/webm" />
      <source src={MP4} type="video/mp4" />
    </video>
  );
}
