/**
 * Subscribe-then-snapshot without gaps: the watch starts before the snapshot is read; events that arrive while
 * the snapshot is being fetched are held and delivered right after it.
 */
import type { ChangeEvent } from '../telemetry/bus.js';
import type { WsContext } from './context.js';
import type { Subscription } from './session.js';

/** A watch whose events are held until {@link Gate.open} is called. */
export class Gate {
  private held: ChangeEvent[] | null = [];
  constructor(private readonly handle: (e: ChangeEvent) => void) {}

  /** The listener to register. */
  readonly listener = (e: ChangeEvent): void => {
    if (this.held) this.held.push(e);
    else this.handle(e);
  };

  /** Delivers held events and lets further ones through. */
  open(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const e of held) this.handle(e);
  }
}

/**
 * Registers subscription `key` watching `entityIds`, runs `snapshot` (its result is sent first, if not null), then
 * opens the gate. Returns false when the session refused the subscription (limits) or it was replaced meanwhile.
 */
export async function subscribeWithSnapshot(
  ctx: WsContext,
  key: string,
  entityIds: Iterable<string>,
  handle: (e: ChangeEvent) => void,
  snapshot: () => Promise<unknown | null>,
): Promise<boolean> {
  const gate = new Gate(handle);
  const stop = ctx.hub.watch(entityIds, gate.listener);
  const sub: Subscription = { close: stop };
  if (!ctx.session.add(key, sub)) return false;
  let first: unknown;
  try {
    first = await snapshot();
  } catch (err) {
    ctx.session.remove(key);
    throw err;
  }
  if (ctx.session.isClosed || ctx.session.get(key) !== sub) return false;
  if (first !== null) ctx.session.send(first);
  gate.open();
  return true;
}
