/**
 * The page's shared QueryClient as a provider, for the elements whose features use TanStack Query (lists, details,
 * the console). `<iot-dashboard>` leaves it out: its runtime does not use it, and the library would cost its small
 * entry about 10 KiB gzip.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from './query-client';

export function QueryProvider({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
