// The settings files on one server per database, started once for all of them (tests/support/shared-server.ts).
import { closeSharedServers } from '../support/shared-server';
import './settings/admin-setting';
import './settings/agent-tags';
import './settings/agents-admin';
import './settings/agents-removal';
import './settings/api-token-creator';
import './settings/audit-log';
import './settings/configuration';
import './settings/entity-fields';
import './settings/invitation-permissions';
import './settings/invitations-pending';
import './settings/getting-started';
import './settings/teams';
import './settings/tags';
import './settings/tag-rules';
import './settings/canned-replies';
import './settings/saved-view-filters';
import './settings/error-language';
import './settings/developer-examples';
import './settings/schema-consistency';
import './settings/deep-json';
import './settings/security-input';

afterAll(closeSharedServers);
