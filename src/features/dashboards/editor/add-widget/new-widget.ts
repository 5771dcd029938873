/**
 * A new dashboard widget from a widget type (ThingsBoard's dashboard widget JSON, built from a WidgetType): its bundle
 * and alias, the descriptor's kind and default size (8×6 when missing), and the descriptor's default config (a JSON
 * string) titled after the type. Pure.
 */
import type { Json } from '../ops/tb-json';
import { parseDefaultConfig } from '../../model/sample-dashboard';

export interface WidgetTypeLike {
  bundleAlias: string;
  alias: string;
  name: string;
  image?: string | null;
  description?: string | null;
  descriptor: Json;
}

const size = (v: unknown, d: number) => (typeof v === 'number' && v > 0 ? v : d);

export function newWidget(type: WidgetTypeLike, isSystem: boolean): Json {
  const d = type.descriptor;
  const config = parseDefaultConfig(d.defaultConfig);
  return {
    isSystemType: isSystem,
    bundleAlias: type.bundleAlias,
    typeAlias: type.alias,
    type: typeof d.type === 'string' ? d.type : 'static',
    title: type.name,
    ...(type.image ? { image: type.image } : {}),
    ...(type.description ? { description: type.description } : {}),
    sizeX: size(d.sizeX, 8),
    sizeY: size(d.sizeY, 6),
    config: {
      datasources: [],
      ...config,
      title: typeof config.title === 'string' && config.title ? config.title : type.name,
    },
  };
}
