import type { ApolloCache } from '@apollo/client';
import type { WebhookDeliveriesQuery as WebhookDeliveriesQueryData } from '../../../__generated__/graphql';
import { WebhookDeliveriesQuery } from '../graphql/WebhookDeliveries.query';
import { DELIVERY_PAGE_SIZE, mergeNewest, withDelivery, type DeliveryPage } from './webhookDeliveryLog';

export type CachedDelivery = WebhookDeliveriesQueryData['webhookDeliveries']['items'][number];

/** The variables the deliveries drawer reads a log with: its cache entry, which "Load more" extends. */
export const logVariables = (webhookId: string) => ({ id: webhookId, size: DELIVERY_PAGE_SIZE });

function writeLog(cache: ApolloCache, webhookId: string, change: (log: DeliveryPage<CachedDelivery>) => DeliveryPage<CachedDelivery>): void {
  cache.updateQuery({ query: WebhookDeliveriesQuery, variables: logVariables(webhookId) }, (data) =>
    data ? { webhookDeliveries: { __typename: 'WebhookDeliveryPage' as const, ...change(data.webhookDeliveries) } } : data,
  );
}

/** A delivery just queued (a ping, a redelivery) at the top of the subscription's cached log; a log never read is read when opened. */
export function showQueuedDelivery(cache: ApolloCache, webhookId: string, delivery: CachedDelivery | undefined): void {
  if (delivery) writeLog(cache, webhookId, (log) => withDelivery(log, delivery));
}

/** A fresh read of the log's newest page merged into the cached log, keeping the older pages loaded. */
export function mergeFreshDeliveries(cache: ApolloCache, webhookId: string, fresh: DeliveryPage<CachedDelivery>): void {
  writeLog(cache, webhookId, (log) => mergeNewest(log, fresh));
}
