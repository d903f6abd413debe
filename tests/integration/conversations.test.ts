// The conversations files on one server per database, started once for all of them (tests/support/shared-server.ts).
import { closeSharedServers } from '../support/shared-server';
import './conversations/api-token-sender';
import './conversations/assign-on-reply';
import './conversations/conversation-changes';
import './conversations/conversation-merge';
import './conversations/conversations';
import './conversations/inbox-counters';
import './conversations/inline-input';
import './conversations/mentions';
import './conversations/merge-trust';
import './conversations/message-extras';
import './conversations/message-search';
import './conversations/messages';
import './conversations/response-time';
import './conversations/retention';
import './conversations/bulk-seed';

afterAll(closeSharedServers);
