/**
 * `<ToastHost>` that loads with the first toast: until then it only listens to the bus and keeps what it hears, so
 * an element whose first paint shows no toast (a dashboard) does not carry the toast's code up front. Once loaded,
 * the host hears the kept events first, then the bus directly.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ToastProvider, useToastBus } from './toast-context';
import { createToastBus, type ToastBus } from './toast-store';

type BusEvent = Parameters<Parameters<ToastBus['subscribe']>[0]>[0];
interface HostProps {
  target?: string;
  wide?: boolean;
  onReady(): void;
}

const Host = lazy(() =>
  import('./toast-host').then(({ ToastHost }) => ({
    default: function LoadedToastHost({ onReady, ...props }: HostProps) {
      // Runs after the host's own layout effect, in which it subscribes to the relay.
      useLayoutEffect(onReady, [onReady]);
      return <ToastHost {...props} />;
    },
  })),
);

export function LazyToastHost({ target, wide }: { target?: string; wide?: boolean }) {
  const bus = useToastBus();
  const [relay] = useState(createToastBus);
  const [wanted, setWanted] = useState(false);
  const state = useRef<{ ready: boolean; kept: BusEvent[] }>({ ready: false, kept: [] });

  useEffect(() => {
    if (!bus) return undefined;
    return bus.subscribe((e) => {
      if (state.current.ready) return void (e.kind === 'show' ? relay.show(e.request) : relay.hide(e.target));
      state.current.kept.push(e);
      if (e.kind === 'show') setWanted(true);
    });
  }, [bus, relay]);

  const onReady = useRef(() => {
    state.current.ready = true;
    for (const e of state.current.kept.splice(0)) {
      if (e.kind === 'show') relay.show(e.request);
      else relay.hide(e.target);
    }
  }).current;

  if (!wanted) return null;
  return (
    <ToastProvider bus={relay}>
      <Suspense fallback={null}>
        <Host target={target} wide={wide} onReady={onReady} />
      </Suspense>
    </ToastProvider>
  );
}
