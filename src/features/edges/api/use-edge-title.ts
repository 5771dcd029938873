/** "Edge 1: Rule chains" — the header of a list under one edge. */
import { useQuery } from '@tanstack/react-query';
import { getEdgeInfo } from '../../../api/edges';

export function useEdgeTitle(edgeId: string, plain: string): string {
  const query = useQuery({ queryKey: ['scope-title', 'edge', edgeId], queryFn: ({ signal }) => getEdgeInfo(edgeId, { signal }).then((e) => e.name), staleTime: 60_000 });
  return query.data ? `${query.data}: ${plain}` : plain;
}
