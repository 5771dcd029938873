/**
 * Toast service of one element: `<ToastProvider>` owns the bus; `useToast()` gives `{ show, hide }`
 * (`toast.show({ message, type, target, duration, … })`); `<ToastHost target>` renders what the rules allow.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createToastBus, type ToastBus, type ToastRequest } from './toast-store';

const ToastContext = createContext<ToastBus | null>(null);

/** Provide one toast bus to the tree (the console shell does this once). */
export function ToastProvider({ children, bus }: { children: ReactNode; bus?: ToastBus }) {
  const [own] = useState(() => bus ?? createToastBus());
  return <ToastContext.Provider value={own}>{children}</ToastContext.Provider>;
}

/** Show and hide toasts. Outside a provider the calls are ignored (a control may be used standalone). */
export function useToast(): { show(request: ToastRequest): void; hide(target?: string): void } {
  const bus = useContext(ToastContext);
  return bus ?? { show: () => undefined, hide: () => undefined };
}

/** The bus itself, for `<ToastHost>`. */
export function useToastBus(): ToastBus | null {
  return useContext(ToastContext);
}
