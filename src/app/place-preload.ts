/**
 * How the shell starts loading a place's page ahead of a click (its code, and what starts its first request): the
 * route table provides it, the sidenav calls it while a menu entry is pointed at or focused.
 */
import { createContext } from 'react';

export const PlacePreloadContext = createContext<(placeId: string) => void>(() => {});
