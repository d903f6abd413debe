// Outgoing webhooks (issue 52) on one server per database: it may deliver to a receiver on
// 127.0.0.1 (ALLOW_PRIVATE_FETCH), retries after 50 ms doubling, and disables a subscription after
// 8 failed rounds, so a receiver that is down for a while and one that never answers both fit in
// seconds.
import { closeSharedServers } from '../support/shared-server';
import './webhooks/webhook-deliveries';
import './webhooks/webhook-failures';
import './webhooks/customer-upsert';
import './webhooks/integrations-doc';

afterAll(closeSharedServers);
