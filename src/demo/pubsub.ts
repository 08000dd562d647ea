// One pubsub shared by HTTP (graphql-yoga's SSE) and both WebSocket servers, so a mutation over
// any of them reaches subscribers on every one. In memory: one process, no broker.
import { createPubSub } from 'graphql-yoga';
import type { EventRecord, Review } from './data.ts';

export type DemoPubSub = ReturnType<typeof createDemoPubSub>;

export function createDemoPubSub() {
  return createPubSub<{
    eventCreated: [event: EventRecord];
    eventUpdated: [event: EventRecord];
    eventDeleted: [id: string];
    reviewAdded: [review: Review];
  }>();
}
