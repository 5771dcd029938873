/**
 * What the alias editor needs from outside: entity lookups and subtype lists as the signed-in user may see them,
 * and who that user is (authority, edges enabled). By default they come from the session and the REST API; a host
 * (or a test) may provide its own through `EditorServicesProvider`.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { entityLookup, type EntityLookup } from '../../../../api/entity-lookup';
import { getEntitySubtypes, type SubtypeEntityType } from '../../../../api/subtypes';
import { useSession } from '../../../../session/use-session';

export interface EditorServices {
  lookup: Pick<EntityLookup, 'search' | 'load' | 'loadMany'>;
  loadSubtypes(entityType: SubtypeEntityType): Promise<string[]>;
  authority: string | null;
  edgesEnabled: boolean;
}

const Ctx = createContext<EditorServices | null>(null);

export function EditorServicesProvider({ value, children }: { value: EditorServices; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useEditorServices(): EditorServices {
  const provided = useContext(Ctx);
  const session = useSession();
  const auth = session.authUser;
  const fromSession = useMemo<EditorServices>(
    () => ({
      lookup: entityLookup({ authority: auth?.authority, tenantId: auth?.tenantId, customerId: auth?.customerId }),
      loadSubtypes: getEntitySubtypes,
      authority: auth?.authority ?? null,
      edgesEnabled: session.edgesSupportEnabled,
    }),
    [auth?.authority, auth?.tenantId, auth?.customerId, session.edgesSupportEnabled],
  );
  return provided ?? fromSession;
}
