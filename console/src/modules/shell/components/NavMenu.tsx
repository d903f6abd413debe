import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { Menu, MenuLabel, MenuLinkItem } from '../../../ui/Menu';
import { Tooltip } from '../../../ui/Tooltip';
import { isUnder, type NavItem } from '../utils/navigation';
import { NavButton } from './NavButton';

export interface NavMenuProps {
  label: string;
  icon: LucideIcon;
  items: readonly NavItem[];
}

/** A rail icon that opens a menu of pages (the User and Setting menus). */
export function NavMenu({ label, icon: Icon, items }: NavMenuProps) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const active = items.some((item) => isUnder(pathname, item.path));

  return (
    <Menu
      side="right"
      align="start"
      label={label}
      trigger={
        <Tooltip content={label}>
          <NavButton type="button" aria-label={label} $active={active}>
            <Icon size={20} aria-hidden />
          </NavButton>
        </Tooltip>
      }
    >
      <MenuLabel>{label}</MenuLabel>
      {items.map((item) => (
        <MenuLinkItem key={item.path} to={item.path} icon={<item.icon size={16} />} active={isUnder(pathname, item.path)}>
          {i18n._(item.label)}
        </MenuLinkItem>
      ))}
    </Menu>
  );
}
