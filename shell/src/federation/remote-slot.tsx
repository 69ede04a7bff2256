import { createElement, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { RemoteName } from 'shared-contracts';
import { useLocale } from '../i18n/locale-provider';
import { useModuleSource, type ExposedModule } from './module-source';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface RemoteContentProps<P> {
  remote: RemoteName;
  expose: string;
  attempt: number;
  props: P;
  render?: ((module: ExposedModule, attempt: number) => ReactNode) | undefined;
  onDrawn?: (() => void) | undefined;
}

function RemoteContent<P extends object>({
  remote,
  expose,
  attempt,
  props,
  render,
  onDrawn,
}: RemoteContentProps<P>) {
  useEffect(() => onDrawn?.(), [onDrawn]);
  const { locale } = useLocale();
  // The same module for the same remote, expose and attempt: its component's identity is stable
  // across renders, so its state survives them.
  const module = useModuleSource().useModule(remote, expose, attempt);
  if (render) return render(module, attempt);
  return createElement(module.default as never, { ...props, locale } as never);
}

interface RemoteSlotProps<P extends object> {
  remote: RemoteName;
  expose: string;
  props: P;
  /** Draws the module's content itself (a remote's page and its loader), instead of `default` with props. */
  render?: (module: ExposedModule, attempt: number) => ReactNode;
  /** What shows while the remote loads; it should reserve the slot's space. */
  placeholder?: ReactNode;
  resetKey?: string;
  compact?: boolean;
  /** The shell's own stand-in when the remote fails (a plain search form, a sign-in link). */
  fallback?: ReactNode;
  /** Called once the remote's content has committed (the page's main content: see after-main-content). */
  onDrawn?: () => void;
  /** Called when the remote failed to load or draw, and its fallback or notice shows instead. */
  onFailed?: () => void;
  /** False keeps the placeholder up without loading anything yet (the header's deferred widgets). */
  ready?: boolean;
}

/**
 * A place on the page whose pixels belong to a remote: an error boundary, a Suspense boundary and
 * a fallback (docs/page-rendering.md). On the server the Suspense boundary is the one that counts:
 * a remote that cannot render there streams the placeholder, and the browser draws the slot.
 */
export function RemoteSlot<P extends object>({
  remote,
  expose,
  props,
  render,
  placeholder,
  resetKey,
  compact,
  fallback,
  onDrawn,
  onFailed,
  ready = true,
}: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const waiting = placeholder ?? <div className="sh-slot-loading" aria-busy="true" />;
  if (!ready) return waiting;
  return (
    <RemoteErrorBoundary
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
      resetKey={resetKey}
      compact={compact}
      fallback={fallback}
      onFailed={onFailed}
    >
      <Suspense fallback={waiting}>
        <RemoteContent
          remote={remote}
          expose={expose}
          attempt={attempt}
          props={props}
          render={render}
          onDrawn={onDrawn}
        />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
