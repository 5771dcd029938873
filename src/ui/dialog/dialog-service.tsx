/**
 * Promise-based dialogs for one element: `const dialogs = useDialogs(); if (await dialogs.confirm({…})) …`.
 * `<DialogsProvider>` renders the open dialogs (stacked, newest on top) inside the element's portal root.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The confirm and alert dialogs (with DOMPurify for their HTML) load on the first one an element opens. */
const messageDialogs = () => import('./message-dialogs');

/** Options of `confirm()`; labels default to the caller's own (the app passes translated ones). */
export interface ConfirmOptions {
  title: string;
  /** HTML, sanitised. */
  message?: string;
  okLabel: string;
  cancelLabel: string;
  dismissible?: boolean;
  testId?: string;
}

/** Options of `alert()`. */
export interface AlertOptions {
  title: string;
  message?: string;
  okLabel: string;
  dismissible?: boolean;
  testId?: string;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The dialog API. `open` renders any dialog; it gets `close(result)` and resolves with that result. */
export interface DialogService {
  confirm(options: ConfirmOptions): Promise<boolean>;
  alert(options: AlertOptions): Promise<void>;
  open<T>(render: (close: (result: T) => void) => ReactNode): Promise<T>;
}

const DialogsContext = createContext<DialogService | null>(null);

interface Entry {
  id: number;
  node: ReactNode;
}

let seq = 0;

/** Provide the dialog service and render its dialogs. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const open = useCallback(<T,>(render: (close: (result: T) => void) => ReactNode) => {
    const id = ++seq;
    return new Promise<T>((resolve) => {
      const close = (result: T) => {
        setEntries((list) => list.filter((e) => e.id !== id));
        resolve(result);
      };
      setEntries((list) => [...list, { id, node: render(close) }]);
    });
  }, []);
  const service = useMemo<DialogService>(
    () => ({
      open,
      confirm: async (o) => {
        const { ConfirmDialog } = await messageDialogs();
        return open<boolean>((close) => <ConfirmDialog open {...o} onResult={close} />);
      },
      alert: async (o) => {
        const { AlertDialog } = await messageDialogs();
        return open<void>((close) => (
          <AlertDialog open {...o} onClose={() => close()}>
            {o.children}
          </AlertDialog>
        ));
      },
    }),
    [open],
  );
  return (
    <DialogsContext.Provider value={service}>
      {children}
      {entries.map((e) => (
        <DialogsSlot key={e.id}>{e.node}</DialogsSlot>
      ))}
    </DialogsContext.Provider>
  );
}

function DialogsSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** The element's dialog service (throws outside a DialogsProvider). */
export function useDialogs(): DialogService {
  const service = useContext(DialogsContext);
  if (!service) throw new Error('useDialogs() outside a DialogsProvider');
  return service;
}
