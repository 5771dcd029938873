/**
 * Rule node component descriptors. Mirrors ui-ngx
 * core/http/component-descriptor.service.ts. The editor loads every category with one call.
 */
import { z } from './zod';
import { http, type RequestOptions } from './http';

/** `configurationDescriptor.nodeDefinition`; loose: servers add fields (our `configurationSchema`). */
export const nodeDefinitionSchema = z.looseObject({
  description: z.optional(z.nullable(z.string())),
  details: z.optional(z.nullable(z.string())),
  inEnabled: z.optional(z.boolean()),
  outEnabled: z.optional(z.boolean()),
  relationTypes: z.optional(z.nullable(z.array(z.string()))),
  customRelations: z.optional(z.boolean()),
  defaultConfiguration: z.optional(z.unknown()),
  configurationSchema: z.optional(z.unknown()),
  configDirective: z.optional(z.nullable(z.string())),
  icon: z.optional(z.nullable(z.string())),
  docUrl: z.optional(z.nullable(z.string())),
});
export type NodeDefinition = z.infer<typeof nodeDefinitionSchema>;

export const componentDescriptorSchema = z.looseObject({
  type: z.string(),
  name: z.string(),
  clazz: z.string(),
  scope: z.optional(z.string()),
  configurationDescriptor: z.optional(z.nullable(z.looseObject({ nodeDefinition: z.optional(nodeDefinitionSchema) }))),
});
export type ComponentDescriptor = z.infer<typeof componentDescriptorSchema>;

/** The rule node categories the server offers, in the UI's order. */
export const RULE_NODE_COMPONENT_TYPES = ['FILTER', 'ENRICHMENT', 'TRANSFORMATION', 'ACTION', 'EXTERNAL'] as const;

/** GET /api/components?componentTypes=…&ruleChainType=… */
export function getComponentDescriptors(
  types: readonly string[],
  ruleChainType: string = 'CORE',
  opts?: RequestOptions,
): Promise<ComponentDescriptor[]> {
  const q = `componentTypes=${types.map(encodeURIComponent).join(',')}&ruleChainType=${encodeURIComponent(ruleChainType)}`;
  return http.get(`/api/components?${q}`, z.array(componentDescriptorSchema), opts);
}

// Not called by the console: GET /api/components/{type} and GET /api/component/{clazz}. ThingsBoard 3.3.1's UI
// defines both look-ups but loads the editor's nodes with the many-types call above, as the console does; a node
// whose class is missing from that list shows as an unknown node, without a look-up by class.
