/**
 * Public entry of the devices list's first request: the console renders `DevicesFirstPage` around a devices page
 * while that page's code is still to load, so the list's first page is already on its way when the table mounts.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useSession } from '../../session/use-session';
import { prefetchDevicesPage } from './devices-list-source';

/** Requests the first page of the route's devices list on its first render, then renders the page (`children`). */
export function DevicesFirstPage({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const user = useSession().authUser;
  const params = useParams();
  useState(() => prefetchDevicesPage(client, user, params));
  return <>{children}</>;
}
