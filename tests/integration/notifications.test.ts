// Agent notifications off the console (issue 54) on one server per database: pushes go to a fake
// push service on 127.0.0.1 (ALLOW_PRIVATE_FETCH) that checks each VAPID signature and decrypts each
// payload; emails are batched over a 2-second window and read from the outbox.
import { closeSharedServers } from '../support/shared-server';
import './notifications/notification-doors';
import './notifications/notification-push';
import './notifications/notification-email';
import './notifications/notification-batch';
import './notifications/notification-nodes';

afterAll(closeSharedServers);
