// The demo schema's SDL: a small events domain chosen so that every widget of PRODUCT.md §4 has a
// field or argument to show it. Descriptions are written for people: Facet shows them as help.
import {
  DEFAULT_VENUE_CAPACITY,
  MAX_LATITUDE_DEGREES,
  MAX_LONGITUDE_DEGREES,
  MAX_VENUE_CAPACITY,
  MAX_VENUE_TEXT_CHARS,
  MIN_VENUE_CAPACITY,
} from './constants.ts';
import { countryEnumValues } from './countries.ts';

export const typeDefs = /* GraphQL */ `
  """
  A date-time at UTC, such as 2026-03-14T19:30:00.000Z (RFC 3339 date-time).
  """
  scalar DateTime

  """
  A calendar date without a time, such as 2026-03-14 (RFC 3339 full-date).
  """
  scalar Date

  """
  A time of day without a date or zone, in 24-hour HH:mm[:ss] form, such as 19:30.
  """
  scalar LocalTime

  """
  An absolute URL (RFC 3986), such as http://127.0.0.1:4000/images/event-1-1.svg.
  """
  scalar URL

  """
  Any JSON value: object, list, string, number, boolean or null.
  """
  scalar JSON

  """
  A file sent with a GraphQL multipart request (only over HTTP).
  """
  scalar File

  "What kind of event it is."
  enum Category {
    "Concerts and live music."
    MUSIC
    "Plays, improvisation and puppetry."
    THEATRE
    "Screenings."
    FILM
    "Markets, tastings and cooking."
    FOOD
    "Races, games and open competitions."
    SPORTS
    "Meetups, talks and hack nights."
    TECH
    "Workshops, galleries and tours."
    ART
  }

  "A country, by its English short name (ISO 3166-1); each value's description gives its two-letter code."
  enum Country {
${countryEnumValues()}
  }

  "A picture, with what it shows for people who cannot see it."
  type Image {
    "Where the picture is."
    url: URL!
    "What the picture shows, for people who cannot see it."
    alt: String
    "Width in pixels."
    width: Int
    "Height in pixels."
    height: Int
    "The picture's media type, such as image/svg+xml."
    mimeType: String
  }

  "A point on the earth (WGS 84)."
  type GeoPoint {
    "Degrees north of the equator; negative is south."
    latitude: Float!
    "Degrees east of Greenwich; negative is west."
    longitude: Float!
  }

  "Something happening at a place and time, with pictures and reviews."
  type Event {
    "Stable identifier, such as e1."
    id: ID!
    "Short name shown on listings."
    title: String!
    "A sentence or two about the event."
    description: String!
    "When the event starts (UTC)."
    startsAt: DateTime!
    "The day the event is listed under, in the venue's calendar."
    date: Date!
    "When the doors open, in the venue's local time."
    doorsOpen: LocalTime
    "Free-form labels, such as outdoors or family."
    tags: [String!]!
    "What kind of event it is."
    category: Category!
    "Average rating from 1 (poor) to 5 (excellent); null when not rated yet."
    rating: Int
    "Pictures of the event, the cover first."
    imageUrls: [URL!]!
    "The first picture, or null when there is none."
    coverImage: URL
    "Where it happens; null for online events."
    venue: Venue
    "What visitors said, oldest first."
    reviews: [Review!]!
    "Ticket price in euros; 0 is free, null is not announced yet."
    price: Float
    "Whether anyone may attend (false: invitation only)."
    isPublic: Boolean!
    "Extra details as JSON: age limit, organiser, accessibility, tickets left."
    metadata: JSON
  }

  "A place where events happen."
  type Venue {
    id: ID!
    "The venue's name."
    name: String!
    "The city it is in."
    city: String!
    "How many people fit in."
    capacity: Int!
    "The street and number; null when not given."
    street: String
    "The country it is in."
    country: Country!
    "Where it is on a map; null when not known."
    location: GeoPoint
    "The venue's main picture; null when there is none."
    photo: Image
    "More pictures of the venue (none, one, or several)."
    gallery: [Image!]!
  }

  "A visitor's opinion of an event."
  type Review {
    id: ID!
    "The event this review is about."
    eventId: ID!
    "Who wrote it."
    author: String!
    "From 1 (poor) to 5 (excellent)."
    rating: Int!
    "What they wrote."
    body: String!
    "When it was written."
    createdAt: DateTime!
  }

  "A person who can sign in."
  type User {
    id: ID!
    "Address used to sign in."
    email: String!
    "Display name."
    name: String!
    "A small picture of the user."
    avatarUrl: URL!
  }

  "One page of events, with the number of events across all pages."
  type EventPage {
    "The events on this page."
    items: [Event!]!
    "How many events match, across all pages."
    total: Int!
  }

  "An event in a connection, with the cursor that points at it."
  type EventEdge {
    "Pass as after or before to page from this event."
    cursor: String!
    "The event."
    node: Event!
  }

  "Where a page of a connection sits in the whole list."
  type PageInfo {
    "Whether events follow this page."
    hasNextPage: Boolean!
    "Whether events precede this page."
    hasPreviousPage: Boolean!
    "Cursor of the first event on this page."
    startCursor: String
    "Cursor of the last event on this page."
    endCursor: String
  }

  "A Relay connection over all events, by start time."
  type EventConnection {
    edges: [EventEdge!]!
    pageInfo: PageInfo!
    "How many events exist in total."
    totalCount: Int!
  }

  "A signed-in session: send the token as Authorization: Bearer <token>."
  type AuthPayload {
    "The bearer token for later requests."
    token: String!
    "Who signed in."
    user: User!
  }

  "The fields of an event to create or change."
  input EventInput {
    "Short name shown on listings (1 to 200 characters)."
    title: String!
    "A sentence or two about the event."
    description: String
    "When the event starts (UTC)."
    startsAt: DateTime!
    "The day the event is listed under; the day of startsAt when left out."
    date: Date
    "When the doors open, in the venue's local time."
    doorsOpen: LocalTime
    "Free-form labels (at most 10)."
    tags: [String!]
    "What kind of event it is (MUSIC when a new event leaves it out)."
    category: Category
    "Rating from 1 (poor) to 5 (excellent)."
    rating: Int
    "Ticket price in euros; 0 is free."
    price: Float
    "Whether anyone may attend (true when a new event leaves it out)."
    isPublic: Boolean
    "Extra details as any JSON value."
    metadata: JSON
    "Id of the venue (see the venues query)."
    venueId: ID
    "Pictures to add (images up to 10 MB each)."
    photos: [File!]
  }

  "A point on the earth to record (WGS 84)."
  input GeoInput {
    "Degrees north of the equator, from -${MAX_LATITUDE_DEGREES} (south pole) to ${MAX_LATITUDE_DEGREES} (north pole)."
    latitude: Float!
    "Degrees east of Greenwich, from -${MAX_LONGITUDE_DEGREES} to ${MAX_LONGITUDE_DEGREES}; negative is west."
    longitude: Float!
  }

  "Where a venue is."
  input AddressInput {
    "The street and number (1 to ${MAX_VENUE_TEXT_CHARS} characters)."
    street: String!
    "The city (1 to ${MAX_VENUE_TEXT_CHARS} characters)."
    city: String!
    "The country: type part of its name to find it."
    country: Country!
    "Where it is on a map, when known."
    location: GeoInput
  }

  "A venue to add."
  input VenueInput {
    "The venue's name (1 to ${MAX_VENUE_TEXT_CHARS} characters; no other venue may have it, in any letter case)."
    name: String!
    "How many people fit in (${MIN_VENUE_CAPACITY} to ${MAX_VENUE_CAPACITY}; ${DEFAULT_VENUE_CAPACITY} when left out)."
    capacity: Int
    "Where it is."
    address: AddressInput!
  }

  "How to find one venue: its id or its name, not both (@oneOf)."
  input VenueLookup @oneOf {
    "The venue's id, such as v1."
    id: ID
    "The venue's name as listed (letter case does not matter)."
    name: String
  }

  type Query {
    "One event by id; null when there is none."
    event("The event's id, such as \`e1\` ([how ids work](https://spec.graphql.org/October2021/#sec-ID))." id: ID!): Event
    "One venue by id or by name; null when there is none."
    venue("Which venue." by: VenueLookup!): Venue
    "Events by start time, one page at a time (offset pagination with a total)."
    events(
      "How many events per page (0 to 100)."
      limit: Int = 10
      "How many events to skip."
      offset: Int = 0
      "Only events of this kind."
      category: Category
      "Only events carrying every one of these tags."
      tags: [String!]
    ): EventPage!
    "Events by start time as a Relay connection (cursor pagination)."
    eventsConnection(
      "How many events after the cursor (0 to 100; 10 when neither first nor last is given)."
      first: Int
      "Cursor to start after."
      after: String
      "How many events before the cursor (0 to 100)."
      last: Int
      "Cursor to end before."
      before: String
    ): EventConnection!
    "Events whose title, description, tags or venue contain the text, by start time."
    searchEvents(
      "Text to look for (case-insensitive); empty matches everything."
      text: String!
      "Only events of these kinds."
      categories: [Category!]
      "Only events rated at least this (1 to 5)."
      minRating: Int
      "Only events on or after this day."
      from: Date
      "Only events on or before this day."
      to: Date
    ): [Event!]!
    "Every venue."
    venues: [Venue!]!
    "The signed-in user; null without a valid token."
    me: User
    "The server's clock."
    serverTime: DateTime!
  }

  type Mutation {
    "Sign in. The demo account is demo@facet.dev with password facet-demo."
    login(
      "The account's e-mail address."
      email: String!
      "The account's password."
      password: String!
    ): AuthPayload!
    "Add an event (needs a token). Subscribers of eventCreated hear about it."
    createEvent("The new event." input: EventInput!): Event!
    "Add a venue (needs a token); it gets a generated photo and the next id (v7, v8, …)."
    createVenue("The new venue." input: VenueInput!): Venue!
    "Change an event (needs a token); fields left out keep their values, photos are added."
    updateEvent("The event's id." id: ID!, "The new values." input: EventInput!): Event!
    "Remove an event (needs a token); returns its id."
    deleteEvent("The event's id." id: ID!): ID!
    "Add a picture to an event (needs a token; images up to 10 MB)."
    uploadEventPhoto("The event's id." eventId: ID!, "The picture." photo: File!): Event!
    "Review an event (needs a token)."
    addReview(
      "The event's id."
      eventId: ID!
      "From 1 (poor) to 5 (excellent)."
      rating: Int!
      "What you thought (1 to 2000 characters)."
      body: String!
    ): Review!
  }

  type Subscription {
    "Each event as it is created."
    eventCreated: Event!
    "Each event as it is changed (also when a photo is added)."
    eventUpdated: Event!
    "The id of each event as it is removed."
    eventDeleted: ID!
    "Each review as it is added."
    reviewAdded("Only reviews of this event; all when left out." eventId: ID): Review!
    "The server's clock, every intervalMs milliseconds."
    tick("Milliseconds between ticks (100 to 60000)." intervalMs: Int = 1000): DateTime!
  }
`;
