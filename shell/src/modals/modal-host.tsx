import { useIntl } from 'react-intl';
import { RemoteSlot } from '../federation/remote-slot';
import { ModalFrame } from './modal-frame';
import { closeModal, useOpenModal } from './modal-store';
import { VideoModalContent } from './video-modal';

/**
 * The one open modal, in its frame: login/register from the account remote, quick view from the
 * catalog remote, the video from the shell. A remote that is down shows its translated notice
 * inside the frame, which still closes as usual.
 */
export function ModalHost() {
  const intl = useIntl();
  const modal = useOpenModal();
  if (!modal) return null;
  const frame = { closing: modal.closing, onClose: closeModal };
  switch (modal.kind) {
    case 'login':
    case 'register':
      return (
        <ModalFrame {...frame} label={intl.formatMessage({ id: 'modal.login' })}>
          <RemoteSlot
            remote="account"
            expose="./login-modal"
            props={{ initialTab: modal.kind, onClose: closeModal }}
            placeholder={<div className="sh-modal-skeleton" aria-busy="true" />}
          />
        </ModalFrame>
      );
    case 'quickview':
      return (
        <ModalFrame {...frame} size="wide" label={intl.formatMessage({ id: 'modal.quickview' })}>
          <RemoteSlot
            key={modal.productId}
            remote="catalog"
            expose="./quick-view"
            props={{ productId: modal.productId, onClose: closeModal }}
            placeholder={<div className="sh-modal-skeleton sh-modal-skeleton-wide" aria-busy="true" />}
          />
        </ModalFrame>
      );
    case 'video':
      return (
        <ModalFrame {...frame} size="wide" label={intl.formatMessage({ id: 'modal.video' })}>
          <VideoModalContent />
        </ModalFrame>
      );
  }
}
