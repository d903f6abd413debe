import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EditablePermission } from './permissionEditor';

/** The Permissions panel's label and one-line explanation of each permission (spec §6). */
export function permissionText(permission: EditablePermission, i18n: I18n): { label: string; description: string } {
  switch (permission) {
    case 'all':
      return { label: i18n._(msg`All permissions`), description: i18n._(msg`Everything in the workspace; the system API is granted on its own`) };
    case 'console':
      return { label: i18n._(msg`Console`), description: i18n._(msg`Everything except the system API`) };
    case 'report':
      return { label: i18n._(msg`Reports`), description: i18n._(msg`View reports and export the agent report`) };
    case 'system':
      return { label: i18n._(msg`System`), description: i18n._(msg`Create workspaces through the system API; only a holder can grant it`) };
    case 'manageSettings':
      return { label: i18n._(msg`Manage settings`), description: i18n._(msg`Widget, configuration, external platforms and developer settings`) };
    case 'manageUser':
      return { label: i18n._(msg`Manage users`), description: i18n._(msg`Customers, agents and teams`) };
    case 'ownConversations':
      return { label: i18n._(msg`Own conversations`), description: i18n._(msg`Conversations assigned to them`) };
    case 'allConversations':
      return { label: i18n._(msg`All conversations`), description: i18n._(msg`Every conversation of the workspace`) };
  }
}
