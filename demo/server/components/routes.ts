/** `/api/components…`, `/api/component/{clazz}`: the 57 rule node descriptors. */
import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../context.js';
import { requireAuthority } from '../security/guard.js';
import { EmptyResponseError, badRequest, notFound } from '../http/errors.js';
import { ACTION_NODES } from './catalog-action.js';
import { FILTER_NODES } from './catalog-filter.js';
import { COMPONENT_TYPES, chainTypesOf, toDescriptor, type ComponentType, type NodeSpec } from './model.js';

/** Every node spec. */
export const ALL_NODES: readonly NodeSpec[] = [...FILTER_NODES, ...ACTION_NODES];
const DESCRIPTORS = new Map(
  ALL_NODES.map((s) => [toDescriptor(s)['clazz'] as string, { spec: s, descriptor: toDescriptor(s) }]),
);

function chainType(raw: string | undefined): 'CORE' | 'EDGE' {
  if (raw === undefined || raw === '') return 'CORE';
  if (raw !== 'CORE' && raw !== 'EDGE') throw badRequest(`Unsupported rule chain type: ${raw}`);
  return raw;
}

function parseTypes(raw: string): ComponentType[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((t) => {
      const found = COMPONENT_TYPES.find((c) => c === t);
      if (!found) throw badRequest(`Unsupported component type: ${t}`);
      return found;
    });
}

function select(types: ComponentType[], ruleChainType: 'CORE' | 'EDGE'): unknown[] {
  return [...DESCRIPTORS.values()]
    .filter(({ spec }) => types.includes(spec[0]) && chainTypesOf(spec).includes(ruleChainType))
    .map((d) => d.descriptor);
}

/** Registers the component routes. */
export const componentRoutes: FastifyPluginAsync<RouteOptions> = async (app) => {
  const admins = { preHandler: requireAuthority('SYS_ADMIN', 'TENANT_ADMIN') };
  app.get<{ Querystring: { componentTypes?: string; ruleChainType?: string } }>(
    '/api/components',
    admins,
    async (req) => {
      if (req.query.componentTypes === undefined) throw new EmptyResponseError();
      return select(parseTypes(req.query.componentTypes), chainType(req.query.ruleChainType));
    },
  );
  app.get<{ Params: { type: string }; Querystring: { ruleChainType?: string } }>(
    '/api/components/:type',
    admins,
    async (req) => select(parseTypes(req.params.type), chainType(req.query.ruleChainType)),
  );
  app.get<{ Params: { clazz: string } }>('/api/component/:clazz', admins, async (req) => {
    const found = DESCRIPTORS.get(req.params.clazz);
    if (!found) throw notFound();
    return found.descriptor;
  });
};
