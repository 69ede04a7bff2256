import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemoteName } from 'shared-contracts';
import { loadRemoteModule } from './load-remote-module';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface ExposedModule<P> {
  default?: ComponentType<P>;
}

const components = new Map<string, unknown>();

/** One lazy component per remote module and attempt, so a retry really loads again. */
function lazyRemote<P extends object>(remote: RemoteName, expose: string, attempt: number) {
  const key = `${remote}/${expose}#${attempt}`;
  let component = components.get(key) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemoteModule<ExposedModule<P>>(remote, expose);
      if (typeof module.default !== 'function' && typeof module.default !== 'object') {
        throw new Error(`${remote}/${expose} does not export a component`);
      }
      return { default: module.default };
    });
    components.set(key, component);
  }
  return component;
}

interface RemoteSlotProps<P extends object> {
  remote: RemoteName;
  expose: string;
  props: P;
  /** What shows while the remote loads; it should reserve the slot's space. */
  placeholder?: ReactNode;
}

/** A place on the page whose pixels belong to a remote (DESIGN §2: boundary + Suspense + fallback). */
export function RemoteSlot<P extends object>({ remote, expose, props, placeholder }: RemoteSlotProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote<P>(remote, expose, attempt);
  return (
    <RemoteErrorBoundary remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={placeholder ?? <div className="sh-slot-loading" aria-busy="true" />}>
        <Remote {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
