// A small schema with two entities (Event and Venue, each fetched by id) for the record views' tests.
import { buildSchema } from 'graphql';

export const recordSchema = buildSchema(/* GraphQL */ `
  scalar DateTime
  enum Category { MUSIC TALK }
  type Venue { id: ID! name: String! city: String }
  type Note { text: String }
  type Review { id: ID! body: String rating: Int }
  type Event {
    id: ID!
    title: String!
    description: String
    startsAt: DateTime
    endsAt: DateTime
    category: Category
    tags: [String!]
    rating: Int
    coverUrl: String
    venue: Venue
    reviews: [Review!]!
    metadata: Note
  }
  type Query { event(id: ID!): Event venue(id: ID!): Venue events: [Event!]! venues: [Venue!]! review(id: ID!): Review }
`);

export const LONG_TEXT = 'A long description that goes on and on about the evening, the music, the venue and the people who will be there. '.repeat(2).trim();

export const venue = { __typename: 'Venue', id: 'v1', name: 'Harbour Hall', city: 'Lisbon' };

export const event = {
  __typename: 'Event',
  id: 'e1',
  title: 'Jazz After Dark',
  description: LONG_TEXT,
  startsAt: '2026-01-09T17:00:00Z',
  endsAt: '2026-01-09T20:00:00Z',
  category: 'MUSIC',
  tags: ['outdoors', 'late'],
  rating: 4,
  coverUrl: 'https://example.com/cover.png',
  venue,
  reviews: [{ __typename: 'Review', id: 'r1', body: 'Great night', rating: 5 }],
  metadata: { text: 'free entry' },
};
