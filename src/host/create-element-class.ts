/**
 * Our only door to @r2wc/react-to-web-component. r2wc mounts and unmounts the React root inside an
 * open shadow root; everything it gets wrong for us is handled here instead of through its `props`:
 * - HTML boolean attributes: presence = true, removal = false (r2wc ignores "" and removal: bitovi/react-to-web-component#230);
 * - removed string/number attributes reset the prop (same issue);
 * - properties set before upgrade are kept (web.dev "lazy properties"; r2wc has no upgrade handling);
 * - rich data is property-only, kept by identity (r2wc "json" would stringify and re-parse it);
 * - `delegatesFocus` (r2wc's attachShadow takes no such option);
 * - events are `iot-*` CustomEvents with bubbles + composed, fired from callback props (never r2wc `events`).
 */
import r2wc from '@r2wc/react-to-web-component';
import { createElement, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { toKebab } from '../lib/to-kebab';
import { ElementShell } from './element-shell';
import { ElementStore, type Props } from './element-store';
import { fireIotEvent, type IotEventName } from './events';
import { prepareHost } from './use-host-wiring';
import { IOT_VERSION } from './version';

export type AttrType = 'string' | 'number' | 'boolean';

/**
 * State one element instance hands from its prepare step to the components it renders (a dashboard fetched ahead,
 * say): created when the element is connected, provided to the feature through `Provider`, disposed when the
 * element is removed. Never shared between two elements.
 */
export interface ElementContextSpec<C> {
  create(): C;
  dispose(context: C): void;
  Provider: ComponentType<{ value: C; children?: ReactNode }>;
}

export interface ElementSpec<C = never> {
  /** Primitive configuration: camelCase prop name → type; the attribute is its kebab-case form. */
  attributes?: Record<string, AttrType>;
  /** Rich inputs, set as properties only (never reflected). */
  properties?: readonly string[];
  /** Callback prop → event. The callback returns false when a cancelable event was prevented. */
  events?: Record<string, { name: IotEventName; cancelable?: boolean }>;
  /**
   * Work to start once the element is connected and whenever its configuration changes, before React renders
   * (e.g. a dashboard's public sign-in and fetch while the locale loads). Must be idempotent. `context` is the
   * element's own (when the spec has one).
   */
  prepare?(props: Props, context: C): void;
  /** The element's own state, from its prepare step to its components. */
  context?: ElementContextSpec<C>;
  /**
   * Providers the feature needs around it (QueryProvider when it uses TanStack Query). A provider with a
   * `preload()` (a deferred one) starts loading in the prepare step.
   */
  providers?: ComponentType<{ children?: ReactNode }> & { preload?(): Promise<void> };
}

/** Attributes and properties every element understands: server URL, asset base, locale, theme, tokens from the host page. */
const COMMON_ATTRIBUTES: Record<string, AttrType> = {
  apiUrl: 'string',
  assetBase: 'string',
  locale: 'string',
  theme: 'string',
};
const COMMON_PROPERTIES = ['accessToken', 'refreshToken'] as const;

const STORE = Symbol('iot-element-store');
const CONTEXT = Symbol('iot-element-context');

type StoreHost = HTMLElement & { [STORE]: ElementStore; [CONTEXT]?: unknown };

/** The element's own context (ElementSpec.context) while it is connected, else undefined. */
export function elementContextOf(element: Element): unknown {
  return (element as Partial<StoreHost>)[CONTEXT];
}

export interface ElementClass extends CustomElementConstructor {
  readonly version: string;
  readonly observedAttributes: string[];
}

function parse(type: AttrType, value: string | null): unknown {
  if (type === 'boolean') return value !== null;
  if (value === null) return undefined;
  if (type === 'number') {
    const n = parseFloat(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return value;
}

/**
 * Element properties on the prototype: an attribute's property reflects to the attribute (booleans toggle it, null and
 * undefined remove it); a rich property lives in the store only, kept by identity.
 */
function defineElementProperties(
  prototype: HTMLElement,
  attributes: Record<string, AttrType>,
  properties: readonly string[],
): void {
  for (const [prop, type] of Object.entries(attributes)) {
    const attr = toKebab(prop);
    Object.defineProperty(prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: StoreHost) {
        return this[STORE].get()[prop] ?? (type === 'boolean' ? false : undefined);
      },
      set(this: StoreHost, value: unknown) {
        if (type === 'boolean') this.toggleAttribute(attr, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(attr);
        else this.setAttribute(attr, String(value));
      },
    });
  }
  for (const prop of properties) {
    Object.defineProperty(prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: StoreHost) {
        return this[STORE].get()[prop];
      },
      set(this: StoreHost, value: unknown) {
        this[STORE].set(prop, value);
      },
    });
  }
}

/** Build the custom element class for a feature component. Registration is separate (register-element.ts). */
export function createElementClass<P extends object, C = never>(
  Feature: ComponentType<P>,
  spec: ElementSpec<C> = {},
): ElementClass {
  const attributes = { ...COMMON_ATTRIBUTES, ...spec.attributes };
  const properties = [...COMMON_PROPERTIES, ...(spec.properties ?? [])];
  const attrToProp = new Map(Object.keys(attributes).map((p) => [toKebab(p), p]));
  const events = Object.entries(spec.events ?? {});
  const booleanDefaults = Object.fromEntries(
    Object.entries(attributes).flatMap(([p, t]) => (t === 'boolean' ? [[p, false]] : [])),
  );

  function Root({ container }: { container?: HTMLElement }) {
    const shadowRoot = container as unknown as ShadowRoot;
    const host = shadowRoot.host as StoreHost;
    const store = host[STORE];
    const props = useSyncExternalStore(store.subscribe, store.get, store.get);
    const callbacks = Object.fromEntries(
      events.map(([prop, e]) => [prop, (detail: never) => fireIotEvent(host, e.name, detail, e)]),
    );
    const feature = createElement(Feature, { ...(props as P), ...callbacks });
    const context = host[CONTEXT] as C | undefined;
    return createElement(
      ElementShell,
      { host, shadowRoot, props, providers: spec.providers },
      spec.context && context !== undefined
        ? createElement(spec.context.Provider, { value: context }, feature)
        : feature,
    );
  }

  const Base = r2wc(Root, { shadow: 'open', props: [] }) as unknown as typeof HTMLElement;

  class IotElement extends Base {
    static readonly version = IOT_VERSION;
    static get observedAttributes(): string[] {
      return [...attrToProp.keys()];
    }

    // Absent boolean attributes mean false from the first render on (HTML rules).
    [STORE] = new ElementStore(booleanDefaults);
    [CONTEXT]: unknown = undefined;

    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return super.attachShadow({ ...init, mode: 'open', delegatesFocus: true });
    }

    private prepareQueued = false;

    /** Runs prepareHost and the spec's prepare once per burst of attribute changes (a microtask later). */
    private queuePrepare(): void {
      if (this.prepareQueued) return;
      this.prepareQueued = true;
      queueMicrotask(() => {
        this.prepareQueued = false;
        if (!this.isConnected) return;
        const props = this[STORE].get();
        prepareHost(props);
        void spec.providers?.preload?.();
        spec.prepare?.(props, this[CONTEXT] as C);
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const prop = attrToProp.get(name);
      if (prop) this[STORE].set(prop, parse(attributes[prop] as AttrType, value));
      this.queuePrepare();
    }

    connectedCallback(): void {
      for (const prop of [...Object.keys(attributes), ...properties]) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
      if (spec.context && this[CONTEXT] === undefined) this[CONTEXT] = spec.context.create();
      this.queuePrepare();
      (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
    }

    disconnectedCallback(): void {
      // React unmounts first, so the feature's own cleanups run before its context goes.
      (Base.prototype as unknown as { disconnectedCallback(): void }).disconnectedCallback.call(this);
      const context = this[CONTEXT];
      this[CONTEXT] = undefined;
      if (spec.context && context !== undefined) spec.context.dispose(context as C);
    }
  }

  defineElementProperties(IotElement.prototype, attributes, properties);
  return IotElement as unknown as ElementClass;
}

export type { Props };
