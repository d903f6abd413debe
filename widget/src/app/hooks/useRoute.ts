import { createContext, useContext } from 'react';

/** The widget's three routes (spec §2 "Widget routes"): /, /recent, /conversation/{id}. */
export type Route = { name: 'landing' } | { name: 'recent' } | { name: 'conversation'; id: string };

const BASE = '/widget';

export function routeToPath(route: Route): string {
  if (route.name === 'recent') return `${BASE}/recent`;
  if (route.name === 'conversation') return `${BASE}/conversation/${route.id}`;
  return `${BASE}/`;
}

export function pathToRoute(path: string): Route | undefined {
  const rest = path.startsWith(BASE) ? path.slice(BASE.length) : path;
  if (rest === '' || rest === '/') return { name: 'landing' };
  if (rest === '/recent') return { name: 'recent' };
  const match = /^\/conversation\/([0-9a-f-]{36})$/i.exec(rest);
  return match ? { name: 'conversation', id: match[1] } : undefined;
}

export interface Navigation {
  route: Route;
  navigate(route: Route): void;
  close?: () => void;
}

export const NavigationContext = createContext<Navigation>({ route: { name: 'landing' }, navigate: () => undefined });

export const useNavigation = () => useContext(NavigationContext);
