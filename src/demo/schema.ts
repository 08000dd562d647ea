// The demo's executable schema: SDL from type-defs.ts, scalars from graphql-scalars, resolvers over
// the in-memory data. One instance is shared by graphql-yoga (HTTP) and both WebSocket servers.
import { Repeater, createSchema, filter, pipe } from 'graphql-yoga';
import { DateResolver, DateTimeResolver, JSONResolver, LocalTimeResolver, URLResolver } from 'graphql-scalars';
import type { GraphQLSchema } from 'graphql';
import type { Sessions } from './auth.ts';
import {
  DEFAULT_VENUE_CAPACITY,
  MAX_LATITUDE_DEGREES,
  MAX_LONGITUDE_DEGREES,
  MAX_TAGS,
  MAX_TICK_INTERVAL_MS,
  MAX_VENUE_CAPACITY,
  MAX_VENUE_TEXT_CHARS,
  MIN_TICK_INTERVAL_MS,
  MIN_VENUE_CAPACITY,
} from './constants.ts';
import type { Country } from './countries.ts';
import {
  type Category,
  type DemoData,
  type EventFields,
  type EventRecord,
  type GeoPoint,
  type ImageRecord,
  type Review,
  type User,
  type VenueFields,
} from './data.ts';
import { badUserInput, notFound, unauthenticated } from './errors.ts';
import { connectionPage, offsetPage, type ConnectionArgs } from './paging.ts';
import type { DemoPubSub } from './pubsub.ts';
import { typeDefs } from './type-defs.ts';
import type { Uploads } from './uploads.ts';

/** What every resolver gets, over HTTP and WebSocket alike. */
export interface DemoContext {
  /** The signed-in user, from the bearer token; null without a valid one. */
  user: User | null;
  /** `http://host:port` as the client reached us, so returned URLs work for that client. */
  origin: string;
}

export interface DemoSchemaOptions {
  data: DemoData;
  sessions: Sessions;
  pubSub: DemoPubSub;
  uploads: Uploads;
  /** @default () => new Date() */
  now?: () => Date;
}

interface EventInput {
  title: string;
  description?: string | null;
  startsAt: Date;
  date?: Date | null;
  doorsOpen?: string | null;
  tags?: string[] | null;
  category?: Category | null;
  rating?: number | null;
  price?: number | null;
  isPublic?: boolean | null;
  metadata?: unknown;
  venueId?: string | null;
  photos?: unknown[] | null;
}

interface VenueInput {
  name: string;
  capacity?: number | null;
  address: { street: string; city: string; country: Country; location?: GeoPoint | null };
}

const MAX_TITLE_CHARS = 200;
const MAX_TEXT_CHARS = 2000;
const MAX_TAG_CHARS = 40;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function requireUser(context: DemoContext): User {
  if (!context.user) throw unauthenticated();
  return context.user;
}

function checkRating(value: number, argument: string): void {
  if (!Number.isInteger(value) || value < 1 || value > 5) {
    throw badUserInput(`${argument} must be a whole number from 1 to 5; got ${value}.`, argument);
  }
}

function checkText(value: string, argument: string, max: number): string {
  const text = value.trim();
  if (text.length === 0 || text.length > max) {
    throw badUserInput(`${argument} must have 1 to ${max} characters; got ${text.length}.`, argument);
  }
  return text;
}

/** Validates an EventInput; `undefined` in the result means "keep the current value". */
function toEventFields(input: EventInput, data: DemoData): EventFields {
  const fields: EventFields = {
    title: checkText(input.title, 'input.title', MAX_TITLE_CHARS),
    startsAt: input.startsAt.toISOString(),
  };
  if (input.description != null) fields.description = input.description.slice(0, MAX_TEXT_CHARS);
  fields.date = input.date ? dayOf(input.date) : dayOf(input.startsAt);
  if (input.doorsOpen !== undefined) fields.doorsOpen = input.doorsOpen;
  if (input.tags != null) {
    const tags = [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))];
    if (tags.length > MAX_TAGS || tags.some((t) => t.length > MAX_TAG_CHARS)) {
      throw badUserInput(`input.tags takes at most ${MAX_TAGS} tags of at most ${MAX_TAG_CHARS} characters.`, 'input.tags');
    }
    fields.tags = tags;
  }
  if (input.category != null) fields.category = input.category;
  if (input.rating !== undefined) {
    if (input.rating !== null) checkRating(input.rating, 'input.rating');
    fields.rating = input.rating;
  }
  if (input.price !== undefined) {
    if (input.price !== null && !(input.price >= 0)) throw badUserInput(`input.price must be 0 or more; got ${input.price}.`, 'input.price');
    fields.price = input.price;
  }
  if (input.isPublic != null) fields.isPublic = input.isPublic;
  if (input.metadata !== undefined) fields.metadata = input.metadata;
  if (input.venueId !== undefined) {
    if (input.venueId !== null && !data.venue(input.venueId)) throw notFound('venue', input.venueId);
    fields.venueId = input.venueId;
  }
  return fields;
}

/** A coordinate within ±max degrees; `argument` names it for the form (`input.address.location.latitude`). */
function checkDegrees(value: number, max: number, argument: string): number {
  if (!(value >= -max && value <= max)) throw badUserInput(`${argument} must be from -${max} to ${max} degrees; got ${value}.`, argument);
  return value;
}

/** Validates a VenueInput; a name another venue has (in any case) is refused, so venue(by: { name }) finds one. */
function toVenueFields(input: VenueInput, data: DemoData): VenueFields {
  const name = checkText(input.name, 'input.name', MAX_VENUE_TEXT_CHARS);
  const taken = data.venues().find((v) => v.name.toLowerCase() === name.toLowerCase());
  if (taken) throw badUserInput(`input.name "${name}" is taken by venue ${taken.id} (${taken.name}); pick another name.`, 'input.name');
  const capacity = input.capacity ?? DEFAULT_VENUE_CAPACITY;
  if (!Number.isInteger(capacity) || capacity < MIN_VENUE_CAPACITY || capacity > MAX_VENUE_CAPACITY) {
    throw badUserInput(`input.capacity must be a whole number from ${MIN_VENUE_CAPACITY} to ${MAX_VENUE_CAPACITY}; got ${capacity}.`, 'input.capacity');
  }
  const { street, city, country, location } = input.address;
  return {
    name,
    capacity,
    street: checkText(street, 'input.address.street', MAX_VENUE_TEXT_CHARS),
    city: checkText(city, 'input.address.city', MAX_VENUE_TEXT_CHARS),
    country,
    location: location
      ? {
          latitude: checkDegrees(location.latitude, MAX_LATITUDE_DEGREES, 'input.address.location.latitude'),
          longitude: checkDegrees(location.longitude, MAX_LONGITUDE_DEGREES, 'input.address.location.longitude'),
        }
      : null,
  };
}

function findEvent(data: DemoData, id: string): EventRecord {
  const event = data.event(id);
  if (!event) throw notFound('event', id);
  return event;
}

/** Ticks every `intervalMs` until the subscriber leaves; the timer stops with it. */
function ticker(intervalMs: number, now: () => Date): AsyncIterable<Date> {
  return new Repeater<Date>(async (push, stop) => {
    const timer = setInterval(() => void push(now()), intervalMs);
    await stop;
    clearInterval(timer);
  });
}

export function createDemoSchema(options: DemoSchemaOptions): GraphQLSchema {
  const { data, sessions, pubSub, uploads, now = () => new Date() } = options;
  const absolute = (path: string, context: DemoContext) => new URL(path, context.origin).href;
  const savePhotos = (photos: unknown[] | null | undefined) =>
    Promise.all((photos ?? []).map((photo, i) => uploads.save(photo, `input.photos.${i}`)));

  return createSchema<DemoContext>({
    typeDefs,
    resolvers: {
      DateTime: DateTimeResolver,
      Date: DateResolver,
      LocalTime: LocalTimeResolver,
      URL: URLResolver,
      JSON: JSONResolver,

      Event: {
        imageUrls: (event: EventRecord, _: unknown, context: DemoContext) => event.imagePaths.map((p) => absolute(p, context)),
        coverImage: (event: EventRecord, _: unknown, context: DemoContext) =>
          event.imagePaths[0] ? absolute(event.imagePaths[0], context) : null,
        venue: (event: EventRecord) => (event.venueId ? data.venue(event.venueId) ?? null : null),
      },
      Image: {
        url: (image: ImageRecord, _: unknown, context: DemoContext) => absolute(image.path, context),
      },
      User: {
        avatarUrl: (user: User, _: unknown, context: DemoContext) => absolute(user.avatarPath, context),
      },

      Query: {
        event: (_: unknown, args: { id: string }) => data.event(args.id) ?? null,
        // @oneOf: graphql-js has already checked that exactly one of id and name was given.
        venue: (_: unknown, { by }: { by: { id?: string; name?: string } }) =>
          (by.id !== undefined ? data.venue(by.id) : data.venues().find((v) => v.name.toLowerCase() === by.name?.toLowerCase())) ?? null,
        events(_: unknown, args: { limit: number; offset: number; category?: Category | null; tags?: string[] | null }) {
          const tags = args.tags ?? [];
          const matching = data
            .events()
            .filter((e) => (args.category == null || e.category === args.category) && tags.every((t) => e.tags.includes(t)));
          return offsetPage(matching, args.limit, args.offset);
        },
        eventsConnection: (_: unknown, args: ConnectionArgs) => connectionPage(data.events(), args),
        searchEvents(
          _: unknown,
          args: { text: string; categories?: Category[] | null; minRating?: number | null; from?: Date | null; to?: Date | null },
        ) {
          if (args.minRating != null) checkRating(args.minRating, 'minRating');
          const text = args.text.trim().toLowerCase();
          const from = args.from ? dayOf(args.from) : null;
          const to = args.to ? dayOf(args.to) : null;
          return data.events().filter((e) => {
            const venue = e.venueId ? data.venue(e.venueId) : undefined;
            const haystack = [e.title, e.description, ...e.tags, venue?.name ?? '', venue?.city ?? ''].join('\n').toLowerCase();
            return (
              haystack.includes(text) &&
              (args.categories == null || args.categories.includes(e.category)) &&
              (args.minRating == null || (e.rating ?? 0) >= args.minRating) &&
              (from == null || e.date >= from) &&
              (to == null || e.date <= to)
            );
          });
        },
        venues: () => data.venues(),
        me: (_: unknown, __: unknown, context: DemoContext) => context.user,
        serverTime: () => now(),
      },

      Mutation: {
        login(_: unknown, args: { email: string; password: string }) {
          const session = sessions.login(args.email, args.password);
          if (!session) throw unauthenticated('Wrong e-mail address or password.');
          return session;
        },
        async createEvent(_: unknown, args: { input: EventInput }, context: DemoContext) {
          requireUser(context);
          const fields = toEventFields(args.input, data);
          const photos = await savePhotos(args.input.photos);
          const event = data.createEvent({
            ...fields,
            title: fields.title!,
            startsAt: fields.startsAt!,
            ...(photos.length > 0 ? { imagePaths: photos } : {}),
          });
          pubSub.publish('eventCreated', event);
          return event;
        },
        createVenue(_: unknown, args: { input: VenueInput }, context: DemoContext) {
          requireUser(context);
          return data.createVenue(toVenueFields(args.input, data));
        },
        async updateEvent(_: unknown, args: { id: string; input: EventInput }, context: DemoContext) {
          requireUser(context);
          const existing = findEvent(data, args.id);
          const fields = toEventFields(args.input, data);
          const photos = await savePhotos(args.input.photos);
          const event = data.updateEvent(args.id, { ...fields, imagePaths: [...existing.imagePaths, ...photos] })!;
          pubSub.publish('eventUpdated', event);
          return event;
        },
        deleteEvent(_: unknown, args: { id: string }, context: DemoContext) {
          requireUser(context);
          if (!data.deleteEvent(args.id)) throw notFound('event', args.id);
          pubSub.publish('eventDeleted', args.id);
          return args.id;
        },
        async uploadEventPhoto(_: unknown, args: { eventId: string; photo: unknown }, context: DemoContext) {
          requireUser(context);
          const existing = findEvent(data, args.eventId);
          const path = await uploads.save(args.photo, 'photo');
          const event = data.updateEvent(args.eventId, { imagePaths: [...existing.imagePaths, path] })!;
          pubSub.publish('eventUpdated', event);
          return event;
        },
        addReview(_: unknown, args: { eventId: string; rating: number; body: string }, context: DemoContext) {
          const user = requireUser(context);
          checkRating(args.rating, 'rating');
          const body = checkText(args.body, 'body', MAX_TEXT_CHARS);
          const review = data.addReview(args.eventId, { author: user.name, rating: args.rating, body }, now());
          if (!review) throw notFound('event', args.eventId);
          pubSub.publish('reviewAdded', review);
          return review;
        },
      },

      Subscription: {
        eventCreated: { subscribe: () => pubSub.subscribe('eventCreated'), resolve: (event: EventRecord) => event },
        eventUpdated: { subscribe: () => pubSub.subscribe('eventUpdated'), resolve: (event: EventRecord) => event },
        eventDeleted: { subscribe: () => pubSub.subscribe('eventDeleted'), resolve: (id: string) => id },
        reviewAdded: {
          subscribe: (_: unknown, args: { eventId?: string | null }) =>
            pipe(
              pubSub.subscribe('reviewAdded'),
              filter((review: Review) => args.eventId == null || review.eventId === args.eventId),
            ),
          resolve: (review: Review) => review,
        },
        tick: {
          subscribe(_: unknown, args: { intervalMs: number }) {
            const { intervalMs } = args;
            if (!Number.isInteger(intervalMs) || intervalMs < MIN_TICK_INTERVAL_MS || intervalMs > MAX_TICK_INTERVAL_MS) {
              throw badUserInput(
                `intervalMs must be from ${MIN_TICK_INTERVAL_MS} to ${MAX_TICK_INTERVAL_MS}; got ${intervalMs}.`,
                'intervalMs',
              );
            }
            return ticker(intervalMs, now);
          },
          resolve: (time: Date) => time,
        },
      },
    },
  });
}
