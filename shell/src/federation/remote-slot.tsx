import { createElement, Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from 'shared-contracts';
import { loadRemoteModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface ExposedModule<P> {
  default?: ComponentType<P>;
}

const loads = new Map<string, Promise<ComponentType<never>>>();

/** One load per remote module and attempt (React's use() needs the same promise every render). */
function loadComponent<P>(remote: RemoteName, expose: string, attempt: number): Promise<ComponentType<P>> {
  const key = `${remote}/${expose}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteModule<ExposedModule<P>>(remote, expose).then((module) => {
      if (typeof module.default !== 'function' && typeof module.default !== 'object') {
        throw new Error(`${remote}/${expose} does not export a component`);
      }
      return module.default as ComponentType<never>;
    });
    loads.set(key, load);
  }
  return load as Promise<ComponentType<P>>;
}

interface RemoteContentProps<P> {
  remote: RemoteName;
  expose: string;
  attempt: number;
  props: P;
  onDrawn?: () => void;
}

function RemoteContent<P extends object>({ remote, expose, attempt, props, onDrawn }: RemoteContentProps<P>) {
  useEffect(() => onDrawn?.(), [onDrawn]);
  // The cached load resolves to the same component for the same remote, module and attempt, so
  // its identity is stable across renders and its state survives them.
  return createElement(use(loadComponent<P>(remote, expose, attempt)), props);
}

interface RemoteSlotProps<P extends object> {
  remote: RemoteName;
  expose: string;
  props: P;
  /** What shows while the remote loads; it should reserve the slot's space. */
  placeholder?: ReactNode;
  resetKey?: string;
  compact?: boolean;
  /** The shell's own stand-in when the remote fails (a plain search form, a sign-in link). */
  fallback?: ReactNode;
  /** Called once the remote's content has committed (the page's main content: see after-main-content). */
  onDrawn?: () => void;
  /** False keeps the placeholder up without loading anything yet (the header's deferred widgets). */
  ready?: boolean;
}

/** A place on the page whose pixels belong to a remote (DESIGN §2: boundary + Suspense + fallback). */
export function RemoteSlot<P extends object>({
  remote,
  expose,
  props,
  placeholder,
  resetKey,
  compact,
  fallback,
  onDrawn,
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
    >
      <Suspense fallback={waiting}>
        <RemoteContent remote={remote} expose={expose} attempt={attempt} props={props} onDrawn={onDrawn} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
