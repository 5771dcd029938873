/** Id-keyed maps of the dashboard configuration (aliases, filters, states): replace in place or append, remove. */
export function putById<T>(map: Record<string, T>, id: string, item: T): Record<string, T> {
  return id in map
    ? Object.fromEntries(Object.entries(map).map(([k, x]) => [k, k === id ? item : x]))
    : { ...map, [id]: item };
}

export function removeById<T>(map: Record<string, T>, id: string): Record<string, T> {
  return Object.fromEntries(Object.entries(map).filter(([k]) => k !== id));
}
