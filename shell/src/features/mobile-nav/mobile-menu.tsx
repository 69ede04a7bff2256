import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'shared-contracts/react-router';
import { routes, type CategoryNode } from 'shared-contracts';
import { useCategoryTree } from '../../api/get-categories';
import { useDialogFocus } from '../../lib/use-dialog-focus';
import { openModal } from '../../modals/modal-store';
import { useSession } from '../../session/use-session';

function CategoryItem({ node }: { node: CategoryNode }) {
  const intl = useIntl();
  const [expanded, setExpanded] = useState(false);
  return (
    <li>
      <div className="sh-drawer-row">
        <Link to={routes.categoryPage(node.id)}>{node.name}</Link>
        {node.children.length > 0 && (
          <button
            type="button"
            className="sh-drawer-expand"
            aria-expanded={expanded}
            aria-label={intl.formatMessage({ id: 'mobile.subcategories' }, { name: node.name })}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? '−' : '+'}
          </button>
        )}
      </div>
      {expanded && (
        <ul>
          {node.children.map((child) => (
            <CategoryItem key={child.id} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The mobile menu (spec §2): a drawer with the category tree (to the category page of the mobile
 * menu, /categories/categorypage/?categoryId=) and the shop's links; a modal dialog while open.
 */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const categories = useCategoryTree();
  const { status } = useSession();
  const drawerRef = useRef<HTMLDivElement>(null);
  useDialogFocus(drawerRef, onClose);
  const { pathname, search } = useLocation();
  const opened = useRef({ pathname, search });
  useEffect(() => {
    if (opened.current.pathname !== pathname || opened.current.search !== search) onClose();
  }, [pathname, search, onClose]);

  const openFromMenu = (kind: 'login' | 'register') => {
    onClose();
    openModal(kind);
  };

  return createPortal(
    <div
      className="sh-drawer-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={drawerRef}
        className="sh-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'mobile.menu' })}
        tabIndex={-1}
      >
        <button
          type="button"
          className="sh-modal-close"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'modal.close' })}
        >
          ×
        </button>
        <nav aria-label={intl.formatMessage({ id: 'mobile.links' })}>
          <ul className="sh-drawer-links">
            <li>
              <Link to={routes.home()}>
                <FormattedMessage id="nav.home" />
              </Link>
            </li>
            <li>
              <Link to={routes.shop()}>
                <FormattedMessage id="nav.shop" />
              </Link>
            </li>
            <li>
              <Link to={routes.sale()}>
                <FormattedMessage id="quick.deals" />
              </Link>
            </li>
            <li>
              <Link to={routes.info('contact-us')}>
                <FormattedMessage id="info.link.contact-us" />
              </Link>
            </li>
          </ul>
        </nav>
        {status !== 'authenticated' && (
          <div className="sh-drawer-actions">
            <button type="button" className="sh-button" onClick={() => openFromMenu('login')}>
              <FormattedMessage id="nav.signIn" />
            </button>
            <button
              type="button"
              className="sh-button sh-button-light"
              onClick={() => openFromMenu('register')}
            >
              <FormattedMessage id="nav.register" />
            </button>
          </div>
        )}
        <h2 className="sh-drawer-title">
          <FormattedMessage id="header.categories" />
        </h2>
        {categories.status === 'ready' && (
          <ul className="sh-drawer-categories">
            {categories.tree.map((node) => (
              <CategoryItem key={node.id} node={node} />
            ))}
          </ul>
        )}
      </div>
    </div>,
    document.body,
  );
}
