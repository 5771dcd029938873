/** A widget subscription started before its widget mounted, with the store it fills; the widget host adopts both. */
import type { WidgetSnapshot, WidgetSubscription } from './widget-subscription';
import type { WidgetStore } from './widget-store';

export interface EarlyWidget {
  subscription: WidgetSubscription;
  store: WidgetStore<WidgetSnapshot>;
}
