// Fixture schemas for the schema layer's tests and benches: an events schema like the demo
// backend's, a GitHub-like Relay schema, one built on unions, interfaces and cycles, and a large
// generated one (2,000 types, 600 root fields) built deterministically.
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { typeDefs } from '../../src/demo/type-defs.ts';

/** An events domain resembling the demo backend (issue 4): every widget of PRODUCT.md §4. */
export const EVENTS_SDL = /* GraphQL */ `
  "An instant, RFC 3339 with an offset."
  scalar DateTime
  "A calendar date, YYYY-MM-DD."
  scalar Date
  "A UTC time, HH:mm:ssZ."
  scalar Time
  "A wall-clock time, HH:mm[:ss]."
  scalar LocalTime
  scalar URL
  scalar EmailAddress
  scalar JSON
  scalar File
  scalar BigInt
  scalar PositiveInt

  enum Category { MUSIC THEATRE SPORTS TALK FOOD_AND_DRINK OTHER @deprecated(reason: "Use a tag.") }
  enum SortOrder { ASC DESC }
  enum EventSort { STARTS_AT TITLE RATING }

  type Image { url: URL! alt: String width: Int height: Int }
  type Venue { id: ID! name: String! city: String address: String capacity: Int events(limit: Int = 10): [Event!]! }
  type User { id: ID! username: String! email: EmailAddress avatarUrl: URL createdAt: DateTime! }
  type Review { id: ID! stars: Int! body: String author: User! event: Event! createdAt: DateTime! }

  "Something happening at a venue."
  type Event {
    id: ID!
    "The headline."
    title: String!
    description: String
    startsAt: DateTime!
    date: Date!
    doorsOpen: LocalTime
    endsAtUtc: Time
    tags: [String!]!
    category: Category!
    rating: Int
    imageUrls: [URL!]!
    coverImage: Image
    venue: Venue
    reviews: [Review!]!
    attendees(first: Int!): [User!]!
    legacyCode: String @deprecated(reason: "Use id.")
    ticketPrice: Float
    metadata: JSON
  }

  type EventPage { items: [Event!]! total: Int! }
  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }
  type EventEdge { cursor: String! node: Event! }
  type EventConnection { edges: [EventEdge!]! pageInfo: PageInfo! totalCount: Int! }
  type AuthPayload { token: String! user: User! }
  type Photo { id: ID! url: URL! filename: String! size: Int! }
  type DeletePayload { id: ID! ok: Boolean! }
  type Tick { n: Int! at: DateTime! }

  input EventFilter { category: Category = MUSIC categories: [Category!] from: Date to: Date text: String minRating: Int }
  input VenueInput { name: String! city: String capacity: PositiveInt }
  input CreateEventInput {
    title: String!
    description: String
    startsAt: DateTime!
    date: Date!
    doorsOpen: LocalTime
    endsAtUtc: Time
    tags: [String!]! = []
    category: Category! = OTHER
    rating: Int
    imageUrls: [URL!]
    venue: VenueInput
    extra: JSON
    cover: File
  }
  input UpdateEventInput { title: String description: String startsAt: DateTime tags: [String!] rating: Int }

  type Query {
    "Events, a page at a time."
    events(limit: Int = 20, offset: Int = 0, filter: EventFilter, sort: EventSort = STARTS_AT, order: SortOrder = ASC): EventPage!
    "Events as a Relay connection."
    eventsConnection(first: Int, after: String, last: Int, before: String): EventConnection!
    event(id: ID!): Event
    eventsOn(date: Date!): [Event!]!
    search(text: String!, categories: [Category!], tags: [String!]): [Event!]!
    venues: [Venue!]!
    me: User
    hello: String!
    bigNumber(n: BigInt): BigInt
    echo(json: JSON, at: DateTime, email: EmailAddress, site: URL, count: PositiveInt): JSON
    oldEvents: [Event!]! @deprecated(reason: "Use events.")
  }

  type Mutation {
    login(username: String!, password: String!): AuthPayload!
    createEvent(input: CreateEventInput!): Event!
    updateEvent(id: ID!, input: UpdateEventInput!): Event!
    deleteEvent(id: ID!): DeletePayload!
    rateEvent(id: ID!, rating: Int!): Event!
    uploadPhoto(eventId: ID!, file: File!): Photo!
    uploadPhotos(eventId: ID!, files: [File!]!): [Photo!]!
    archiveEvent(id: ID!): Event
  }

  type Subscription {
    eventCreated: Event!
    eventUpdated(id: ID): Event!
    reviewAdded(eventId: ID!): Review!
    tick(everyMs: Int = 1000): Tick!
  }
`;

/** A GitHub-like Relay schema: Node interface, connections with `nodes` and `totalCount`. */
export const RELAY_SDL = /* GraphQL */ `
  scalar DateTime
  scalar URI
  interface Node { id: ID! }
  interface Starrable { id: ID! stargazerCount: Int! }
  enum IssueState { OPEN CLOSED }
  enum OrderDirection { ASC DESC }
  input IssueOrder { field: IssueOrderField! direction: OrderDirection! }
  enum IssueOrderField { CREATED_AT UPDATED_AT COMMENTS }

  type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }

  type User implements Node { id: ID! login: String! name: String avatarUrl(size: Int): URI! bio: String createdAt: DateTime!
    repositories(first: Int, after: String, last: Int, before: String): RepositoryConnection! }
  type Repository implements Node & Starrable { id: ID! name: String! nameWithOwner: String! description: String url: URI!
    stargazerCount: Int! isPrivate: Boolean! owner: User! createdAt: DateTime!
    issues(first: Int, after: String, last: Int, before: String, states: [IssueState!], orderBy: IssueOrder): IssueConnection! }
  type Issue implements Node { id: ID! number: Int! title: String! body: String state: IssueState! author: User createdAt: DateTime! repository: Repository! }

  type RepositoryEdge { cursor: String! node: Repository }
  type RepositoryConnection { edges: [RepositoryEdge] nodes: [Repository] pageInfo: PageInfo! totalCount: Int! }
  type IssueEdge { cursor: String! node: Issue }
  type IssueConnection { edges: [IssueEdge] nodes: [Issue] pageInfo: PageInfo! totalCount: Int! }
  type StarredEdge { cursor: String! node: Repository! starredAt: DateTime! }
  "Forward-only, no total."
  type StarredConnection { edges: [StarredEdge!]! pageInfo: PageInfo! }

  type Query {
    viewer: User!
    node(id: ID!): Node
    nodes(ids: [ID!]!): [Node]!
    repository(owner: String!, name: String!): Repository
    search(query: String!, first: Int, after: String): RepositoryConnection!
    starred(first: Int = 10, after: String): StarredConnection!
    "PostGraphile-style: a connection that also takes an offset."
    allIssues(first: Int, offset: Int, orderBy: [IssueOrderField!] = [CREATED_AT]): IssueConnection!
  }
  type Mutation {
    addStar(starrableId: ID!): Repository
    removeStar(starrableId: ID!): Repository
    deleteRepository(id: ID!): Boolean
  }
`;

/** Unions, interfaces, cycles, conflicting field types across union members, recursive inputs. */
export const UNIONS_SDL = /* GraphQL */ `
  interface Entity { id: ID! name: String! }
  interface Timestamped { createdAt: String! }
  type Person implements Entity & Timestamped { id: ID! name: String! createdAt: String! friends: [Person!]! employer: Company pet: Animal }
  type Company implements Entity & Timestamped { id: ID! name: String! createdAt: String! employees: [Person!]! parent: Company ceo: Person }
  type Dog { name: String! barks: Boolean! owner: Person size: Int }
  type Cat { name: String! lives: Int! owner: Person size: String }
  type Bird { name: String wingspan: Float owner: Person }
  union Animal = Dog | Cat | Bird
  union SearchHit = Person | Company | Dog | Cat
  "Only a required-argument field and a cycle."
  type Node2 { child: Node2 value(at: Int!): String }

  input PersonWhere { name: String AND: [PersonWhere!] OR: [PersonWhere!] not: PersonWhere employer: CompanyWhere }
  input CompanyWhere { name: String employees: PersonWhere }
  input LookupBy @oneOf { id: ID name: String }

  type Query {
    entity(id: ID!): Entity
    entities: [Entity!]!
    search(text: String!): [SearchHit!]!
    animals: [Animal]
    people(where: PersonWhere, limit: Int, skip: Int): [Person!]!
    lookup(by: LookupBy!): Entity
    loop: Node2
    stamped: [Timestamped!]!
  }
`;

/** Parses an SDL fixture into a schema. */
export function schemaFromSdl(sdl: string): GraphQLSchema {
  return buildSchema(sdl);
}

/** The events fixture as a schema. */
export const eventsSchema = (): GraphQLSchema => buildSchema(EVENTS_SDL);
/** The Relay fixture as a schema. */
export const relaySchema = (): GraphQLSchema => buildSchema(RELAY_SDL);
/** The unions/interfaces/cycles fixture as a schema. */
export const unionsSchema = (): GraphQLSchema => buildSchema(UNIONS_SDL);

/** Size of the generated schema (issue 6: "2,000 types and 600 root fields"). */
export interface LargeSchemaSize { types: number; rootFields: number }

/**
 * SDL of a large schema: `types` named types besides the five built-in scalars (root types,
 * objects with their connections and edges, input objects, enums, a scalar) and `rootFields` root fields split 400/150/50 (scaled) across query,
 * mutation and subscription. Each object links to others, so selections have cycles and depth.
 * Deterministic: the same size always gives the same text.
 */
export function largeSdl({ types, rootFields }: LargeSchemaSize = { types: 2000, rootFields: 600 }): string {
  // Each "entity" contributes 4 types: Entity, EntityConnection, EntityEdge, EntityFilter (input);
  // plus PageInfo, Status, DateTime and the three root types → 6 fixed; enums fill the rest.
  const fixed = 6;
  const entities = Math.floor((types - fixed) / 4);
  const extraEnums = types - fixed - entities * 4;
  const lines: string[] = ['scalar DateTime', 'enum Status { ACTIVE INACTIVE PENDING }', 'type PageInfo { hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String endCursor: String }'];
  for (let e = 0; e < extraEnums; e += 1) lines.push(`enum Extra${e} { A${e} B${e} }`);
  const name = (i: number) => `Entity${String(i).padStart(4, '0')}`;
  for (let i = 0; i < entities; i += 1) {
    const a = name((i * 7 + 1) % entities);
    const b = name((i * 13 + 5) % entities);
    lines.push(
      `type ${name(i)} { id: ID! title: String! description: String count: Int score: Float active: Boolean status: Status createdAt: DateTime ` +
        `related: ${a} other: ${b} children: [${a}!]! sibling(at: Int!): ${b} page(first: Int, after: String): ${a}Connection! }`,
      `type ${name(i)}Edge { cursor: String! node: ${name(i)}! }`,
      `type ${name(i)}Connection { edges: [${name(i)}Edge!]! pageInfo: PageInfo! totalCount: Int! }`,
      `input ${name(i)}Filter { title: String status: Status count: Int tags: [String!] nested: ${name((i + 1) % entities)}Filter }`,
    );
  }
  const queries = Math.round(rootFields * (400 / 600));
  const mutations = Math.round(rootFields * (150 / 600));
  const subscriptions = rootFields - queries - mutations;
  const field = (prefix: string, i: number) => {
    const target = name(i % entities);
    switch (i % 4) {
      case 0: return `${prefix}${target}(id: ID!): ${target}`;
      case 1: return `${prefix}${target}List(limit: Int = 20, offset: Int, filter: ${target}Filter): [${target}!]!`;
      case 2: return `${prefix}${target}Connection(first: Int, after: String, last: Int, before: String): ${target}Connection!`;
      default: return `${prefix}${target}Search(text: String!, status: Status = ACTIVE, tags: [String!]): [${target}!]!`;
    }
  };
  lines.push(`type Query { ${Array.from({ length: queries }, (_, i) => field('get', i)).join(' ')} }`);
  lines.push(`type Mutation { ${Array.from({ length: mutations }, (_, i) => field(i % 2 ? 'delete' : 'update', i)).join(' ')} }`);
  lines.push(`type Subscription { ${Array.from({ length: subscriptions }, (_, i) => field('on', i)).join(' ')} }`);
  return lines.join('\n');
}

/** The large generated schema (2,000 named types besides built-ins, 600 root fields by default). */
export function largeSchema(size?: LargeSchemaSize): GraphQLSchema {
  return buildSchema(largeSdl(size));
}

/** Every fixture by name, for tests that run over all of them. */
export const FIXTURES: ReadonlyArray<{ name: string; build: () => GraphQLSchema }> = [
  { name: 'events', build: eventsSchema },
  { name: 'relay', build: relaySchema },
  { name: 'unions', build: unionsSchema },
  { name: 'large', build: () => largeSchema() },
];

// ---- Public schema styles (issue 13 "build your own fixtures of each style", issue 15 §1) -------
//
// SDL files under test/fixtures/schemas/, written for Facet (not copied from real schemas);
// hasura.graphql and github.graphql are generated by the .ts files beside them.

/** The schema styles kept as SDL fixtures. */
export type SchemaStyle = 'crud' | 'hasura' | 'postgraphile' | 'storefront' | 'github';

const STYLE_FILES: Readonly<Record<SchemaStyle, string>> = {
  crud: 'crud.graphql',
  hasura: 'hasura.graphql',
  postgraphile: 'postgraphile.graphql',
  storefront: 'storefront.graphql',
  github: 'github.graphql',
};

const styleCache = new Map<SchemaStyle | 'demo', GraphQLSchema>();

/** The SDL text of a style fixture. */
export function styleSdl(style: SchemaStyle): string {
  return readFileSync(new URL(`../fixtures/schemas/${STYLE_FILES[style]}`, import.meta.url), 'utf8');
}

/** A style fixture as a schema, built once per process (the GitHub-like one has ~2,000 types). */
export function styleSchema(style: SchemaStyle): GraphQLSchema {
  let schema = styleCache.get(style);
  if (!schema) {
    schema = buildSchema(styleSdl(style));
    styleCache.set(style, schema);
  }
  return schema;
}

/** The demo backend's schema (src/demo/type-defs.ts) without resolvers, built once per process. */
export function demoSchema(): GraphQLSchema {
  let schema = styleCache.get('demo');
  if (!schema) {
    schema = buildSchema(typeDefs);
    styleCache.set('demo', schema);
  }
  return schema;
}

/** The demo and every style fixture, for tests that run over all of them. */
export const STYLE_FIXTURES: ReadonlyArray<{ name: SchemaStyle | 'demo'; build: () => GraphQLSchema }> = [
  { name: 'demo', build: demoSchema },
  ...(Object.keys(STYLE_FILES) as SchemaStyle[]).map((style) => ({ name: style, build: () => styleSchema(style) })),
];

/** A generated document to validate, with a label naming where it came from. */
export interface LabelledDocument { label: string; text: string }

/** Documents validated together, at most this many characters of text per batch. */
const VALIDATION_BATCH_CHARS = 20_000;

/**
 * Validates each document against the schema with graphql-js `validate` and returns
 * `label: message` for every error (empty when all pass). For speed, documents are validated in
 * batches joined into one document (operations renamed so their names stay unique); a batch that
 * reports anything, including graphql-js aborting on its complexity budget, is validated again
 * one document at a time, so every error is exactly what `validate` says of that document alone.
 */
export function validateDocuments(schema: GraphQLSchema, documents: readonly LabelledDocument[]): string[] {
  const problems: string[] = [];
  const one = (doc: LabelledDocument) => {
    for (const error of validate(schema, parse(doc.text))) problems.push(`${doc.label}: ${error.message}`);
  };
  let batch: LabelledDocument[] = [];
  let size = 0;
  const flush = () => {
    if (batch.length === 0) return;
    const joined = batch.map((doc, i) => doc.text.replace(/^(query|mutation|subscription) (\w+)/, `$1 $2_${i}`)).join('\n');
    if (batch.length === 1 || validate(schema, parse(joined)).length > 0) batch.forEach(one);
    batch = [];
    size = 0;
  };
  for (const doc of documents) {
    if (size + doc.text.length > VALIDATION_BATCH_CHARS) flush();
    batch.push(doc);
    size += doc.text.length;
  }
  flush();
  return problems;
}
