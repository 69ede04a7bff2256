import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'shared-contracts/react-router';
import { routes, type CategoryNode } from 'shared-contracts';
import { useCategoryTree } from '../../api/get-categories';

function SubCategories({ nodes }: { nodes: CategoryNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link to={routes.category(node)}>{node.name}</Link>
          <SubCategories nodes={node.children} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The category mega-menu (spec §2): a disclosure whose panel shows every top-level category as a
 * column with its nested subcategories, each linking to its category page. It closes on Escape,
 * on a click elsewhere and when the page changes; its links are drawn only while it is open.
 */
export function MegaMenu() {
  const categories = useCategoryTree();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  // Open at one address only: following one of its links (a new address) closes the menu.
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = useCallback((value: boolean) => setOpenAt(value ? here : null), [here]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, setOpen]);

  return (
    <div className="sh-mega" ref={rootRef}>
      <button
        type="button"
        className="sh-mega-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id="header.categories" />
        <span aria-hidden="true"> ▾</span>
      </button>
      <nav id={panelId} className="sh-mega-panel" hidden={!open} data-testid="mega-menu">
        {/* Drawn while open only: a hundred links nobody sees would lengthen every page's first
            render (docs/performance.md). */}
        {!open ? null : categories.status === 'ready' ? (
          <ul className="sh-mega-columns">
            {categories.tree.map((top) => (
              <li key={top.id} className="sh-mega-column">
                <Link to={routes.category(top)} className="sh-mega-top">
                  {top.name}
                </Link>
                <SubCategories nodes={top.children} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="sh-muted">
            <FormattedMessage
              id={categories.status === 'failed' ? 'header.categoriesFailed' : 'header.loading'}
            />
          </p>
        )}
      </nav>
    </div>
  );
}
