import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BookUser,
  CalendarClock,
  ChartColumnBig,
  Code,
  Contact,
  Palette,
  PlugZap,
  ScrollText,
  SlidersHorizontal,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { hasPermission, type Permission } from '../../session/utils/permissions';

export interface NavItem {
  path: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Spec §6: shown only with this permission. */
  permission: Permission;
}

/** Spec §2 side navigation: the User menu. */
export const USER_MENU: readonly NavItem[] = [
  { path: '/customers', label: msg`Customers`, icon: Contact, permission: 'manageUser' },
  { path: '/agents', label: msg`Agents`, icon: BookUser, permission: 'manageUser' },
  { path: '/teams', label: msg`Team`, icon: UsersRound, permission: 'manageUser' },
];

/** Spec §2 side navigation: the Setting menu. */
export const SETTING_MENU: readonly NavItem[] = [
  { path: '/customization', label: msg`SDK customization`, icon: Palette, permission: 'manageSettings' },
  { path: '/configuration', label: msg`Configuration`, icon: SlidersHorizontal, permission: 'manageSettings' },
  { path: '/externalPlatform', label: msg`External platform`, icon: PlugZap, permission: 'manageSettings' },
  { path: '/developer', label: msg`Developer`, icon: Code, permission: 'manageSettings' },
  { path: '/audit', label: msg`Audit log`, icon: ScrollText, permission: 'manageSettings' },
  { path: '/retention', label: msg`Data retention`, icon: CalendarClock, permission: 'manageSettings' },
  { path: '/report', label: msg`Report`, icon: ChartColumnBig, permission: 'report' },
];

/** The items of a menu this person may use; an empty list hides the menu. */
export function visibleItems(items: readonly NavItem[], permissions: readonly string[] | null | undefined): NavItem[] {
  return items.filter((item) => hasPermission(permissions, item.permission));
}

/** True when the current path is the item's page or below it (/agents/12 is under /agents). */
export function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}
