// The demo backend's seeded, deterministic data and the in-memory store the resolvers change.
// Every run starts from the same 40 events, 6 venues and their reviews (fixed dates in 2026, no
// randomness); only things created at runtime get new ids, from counters. Image fields hold paths
// (`/images/…`, `/uploads/…`); the schema turns them into absolute URLs for the asking client.
import { DEMO_EMAIL, GENERATED_IMAGE_HEIGHT_PX, GENERATED_IMAGE_MEDIA_TYPE, GENERATED_IMAGE_WIDTH_PX } from './constants.ts';
import type { Country } from './countries.ts';

export const CATEGORIES = ['MUSIC', 'THEATRE', 'FILM', 'FOOD', 'SPORTS', 'TECH', 'ART'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A picture held in an object (`Venue.photo`, `Venue.gallery`), with its alt text and size. */
export interface ImageRecord {
  /** A path on this server. */
  path: string;
  alt: string;
  width: number;
  height: number;
  mimeType: string;
}

/** A WGS 84 point, in degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface Venue {
  id: string;
  name: string;
  city: string;
  capacity: number;
  street: string | null;
  country: Country;
  location: GeoPoint | null;
  photo: ImageRecord | null;
  gallery: ImageRecord[];
}

/** What `createVenue` takes; the store adds the id and a generated photo. */
export type VenueFields = Omit<Venue, 'id' | 'photo' | 'gallery'>;

export interface Review {
  id: string;
  eventId: string;
  author: string;
  rating: number;
  body: string;
  /** ISO 8601, UTC. */
  createdAt: string;
}

export interface EventRecord {
  id: string;
  title: string;
  description: string;
  /** ISO 8601, UTC. */
  startsAt: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`, the venue's local time. */
  doorsOpen: string | null;
  tags: string[];
  category: Category;
  rating: number | null;
  /** Paths on this server; the first one is the cover. */
  imagePaths: string[];
  venueId: string | null;
  price: number | null;
  isPublic: boolean;
  metadata: unknown;
  reviews: Review[];
}

export interface User {
  id: string;
  email: string;
  name: string;
  avatarPath: string;
}

/** Fields an `EventInput` may set; `undefined` leaves a field as it is on update. */
export type EventFields = Partial<Omit<EventRecord, 'id' | 'reviews'>>;

/** A generated picture as an image object: the label drawn into it, and what it shows as alt text. */
function generatedImage(seed: string, label: string, alt: string): ImageRecord {
  return { path: imagePath(seed, label), alt, width: GENERATED_IMAGE_WIDTH_PX, height: GENERATED_IMAGE_HEIGHT_PX, mimeType: GENERATED_IMAGE_MEDIA_TYPE };
}

interface SeedVenue extends VenueFields {
  id: string;
  /** Captions of the gallery pictures (0 to 3: none, a single image, a carousel). */
  captions: string[];
}

// Studio 9 has no known location and Casa Azul no gallery, so cards show both absences.
const SEED_VENUES: SeedVenue[] = [
  {
    id: 'v1', name: 'Harbour Hall', city: 'Lisbon', capacity: 1200,
    street: 'Cais do Sodré 12', country: 'PORTUGAL',
    location: { latitude: 38.7061, longitude: -9.1447 },
    captions: ['The main hall from the balcony', 'The foyer at night', 'The terrace over the river'],
  },
  {
    id: 'v2', name: 'The Old Mill', city: 'Leeds', capacity: 350,
    street: '4 Mill Yard', country: 'UNITED_KINGDOM',
    location: { latitude: 53.7938, longitude: -1.5491 },
    captions: ['The brick courtyard', 'The upstairs loft'],
  },
  {
    id: 'v3', name: 'Parkbühne', city: 'Berlin', capacity: 5000,
    street: 'Parkweg 3', country: 'GERMANY',
    location: { latitude: 52.5145, longitude: 13.3501 },
    captions: ['The open-air stage', 'Seats under the trees'],
  },
  {
    id: 'v4', name: 'Studio 9', city: 'Montréal', capacity: 90,
    street: '9 rue de la Commune', country: 'CANADA',
    location: null,
    captions: ['The black-box studio'],
  },
  {
    id: 'v5', name: 'Riverside Arena', city: 'Melbourne', capacity: 12000,
    street: '1 Riverside Walk', country: 'AUSTRALIA',
    location: { latitude: -37.8216, longitude: 144.9784 },
    captions: ['The arena from the river', 'The floor before doors open', 'The east stand'],
  },
  {
    id: 'v6', name: 'Casa Azul', city: 'Mexico City', capacity: 600,
    street: 'Calle Londres 40', country: 'MEXICO',
    location: { latitude: 19.3551, longitude: -99.1626 },
    captions: [],
  },
];

function seedVenue({ captions, ...venue }: SeedVenue): Venue {
  const n = venue.id.slice(1);
  return {
    ...venue,
    photo: generatedImage(`venue-${n}-1`, venue.name, `${venue.name}, ${venue.city}: the entrance`),
    gallery: captions.map((caption, k) => generatedImage(`venue-${n}-${k + 2}`, caption, `${venue.name}: ${caption.charAt(0).toLowerCase()}${caption.slice(1)}`)),
  };
}

const VENUES: Venue[] = SEED_VENUES.map(seedVenue);

const TITLES: Record<Category, string[]> = {
  MUSIC: ['Jazz After Dark', 'String Quartet Evening', 'Indie Showcase', 'Choir by Candlelight', 'Synth Live', 'Folk Session'],
  THEATRE: ['Hamlet Retold', 'Improv Night', 'The Glass Menagerie', 'Puppet Stories', 'One-Act Festival', 'Shadow Play'],
  FILM: ['Silent Film with Piano', 'Documentary Double Bill', 'Animation Shorts', 'Noir Marathon', 'Open-Air Cinema', 'First Features'],
  FOOD: ['Street Food Market', 'Bread Baking Class', 'Cheese and Wine', 'Spice Route Supper', 'Vegan Brunch Club', 'Night Market'],
  SPORTS: ['City 10K', 'Climbing Open', 'Table Tennis Cup', 'Sunrise Yoga', 'Cycling Criterium', 'Chess Rapid Open'],
  TECH: ['GraphQL Meetup', 'Accessibility Clinic', 'Hack Night', 'Open Source Saturday', 'Web Performance Talk', 'Robotics Demo Day'],
  ART: ['Printmaking Workshop', 'Gallery Late', 'Sculpture Walk', 'Life Drawing', 'Photo Salon', 'Mural Tour'],
};

const BLURBS: Record<Category, string> = {
  MUSIC: 'an evening of live music with a short interval.',
  THEATRE: 'a staged performance followed by a conversation with the cast.',
  FILM: 'a screening with an introduction by the programmer.',
  FOOD: 'tastings and cooking from local producers.',
  SPORTS: 'an open competition for every level, with a friendly warm-up.',
  TECH: 'talks, demos and time to build things together.',
  ART: 'a hands-on session with materials provided.',
};

const TAGS = ['outdoors', 'family', 'late', 'accessible', 'premiere', 'workshop', 'live', 'vegan', 'seated', 'kids'];
const ORGANISERS = ['City Arts Trust', 'Northside Collective', 'Facet Friends', 'Open Doors', 'Studio Co-op'];
const AUTHORS = ['Ana', 'Ben', 'Chioma', 'Dmitri', 'Elif', 'Farah', 'Gus', 'Hiro'];
const BODIES = [
  'Loved every minute, would go again.',
  'Good, though the queue at the door was long.',
  'A bit short, but the atmosphere was great.',
  'Excellent sound and friendly staff.',
  'Not my thing, but well organised.',
  'The best evening I have had this year.',
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The first seeded event starts on Friday 9 January 2026, 17:00 UTC; the rest follow every 9 days. */
const FIRST_START_MS = Date.UTC(2026, 0, 9, 17, 0);
const SEEDED_EVENT_COUNT = 40;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The path of a generated picture: `/images/<seed>.svg?label=<label>`. */
function imagePath(seed: string, label: string): string {
  return `/images/${seed}.svg?label=${encodeURIComponent(label)}`;
}

function seedEvent(i: number, nextReviewId: () => string): EventRecord {
  const category = CATEGORIES[i % CATEGORIES.length]!;
  const title = TITLES[category][Math.floor(i / CATEGORIES.length) % 6]!;
  const startMs = FIRST_START_MS + i * 9 * DAY_MS + (i % 4) * HOUR_MS + (i % 2) * 30 * 60_000;
  const start = new Date(startMs);
  const venue = i % 19 === 18 ? null : VENUES[i % VENUES.length]!;
  const tags = [...new Set([TAGS[(i * 3) % 10]!, TAGS[(i * 7 + 1) % 10]!, TAGS[(i * 5 + 2) % 10]!].slice(0, 1 + (i % 3)))];
  const number = i + 1;
  const reviews: Review[] = Array.from({ length: i % 5 }, (_, j) => ({
    id: nextReviewId(),
    eventId: `e${number}`,
    author: AUTHORS[(i + j) % AUTHORS.length]!,
    rating: ((i + j * 2) % 5) + 1,
    body: BODIES[(i * 2 + j) % BODIES.length]!,
    createdAt: new Date(startMs + (j + 1) * DAY_MS + j * HOUR_MS).toISOString(),
  }));
  return {
    id: `e${number}`,
    title,
    description: `${title}${venue ? ` at ${venue.name}, ${venue.city}` : ' (online)'}: ${BLURBS[category]}`,
    startsAt: start.toISOString(),
    date: start.toISOString().slice(0, 10),
    doorsOpen: `${pad2(start.getUTCHours() - 1)}:${pad2(start.getUTCMinutes())}`,
    tags,
    category,
    rating: i % 11 === 10 ? null : ((i * 3) % 5) + 1,
    imagePaths: Array.from({ length: 1 + (i % 3) }, (_, k) => imagePath(`event-${number}-${k + 1}`, title)),
    venueId: venue?.id ?? null,
    price: i % 13 === 12 ? null : i % 5 === 0 ? 0 : 8 + (i % 7) * 4.5,
    isPublic: i % 6 !== 5,
    metadata: {
      ageLimit: [0, 12, 16, 18][i % 4],
      organiser: ORGANISERS[i % ORGANISERS.length],
      accessibility: { stepFree: i % 2 === 0, hearingLoop: i % 3 === 0 },
      ticketsLeft: (i * 37) % 200,
    },
    reviews,
  };
}

/** Sort order of every event list: start time, then id number (stable for equal starts). */
function compareEvents(a: EventRecord, b: EventRecord): number {
  return a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : Number(a.id.slice(1)) - Number(b.id.slice(1));
}

export interface DemoData {
  readonly users: readonly User[];
  venues(): readonly Venue[];
  venue(id: string): Venue | undefined;
  /** Adds a venue with the next counter id (`v7`, …) and a generated photo. */
  createVenue(fields: VenueFields): Venue;
  event(id: string): EventRecord | undefined;
  /** Every event, sorted by start time. */
  events(): readonly EventRecord[];
  createEvent(fields: EventFields & Pick<EventRecord, 'title' | 'startsAt'>): EventRecord;
  updateEvent(id: string, fields: EventFields): EventRecord | undefined;
  deleteEvent(id: string): boolean;
  addReview(eventId: string, review: Omit<Review, 'id' | 'eventId' | 'createdAt'>, now: Date): Review | undefined;
}

/** A fresh copy of the seeded data; two calls give equal, independent stores. */
export function createDemoData(): DemoData {
  let reviewCount = 0;
  const nextReviewId = () => `r${(reviewCount += 1)}`;
  let eventCount = SEEDED_EVENT_COUNT;
  const byId = new Map<string, EventRecord>();
  for (let i = 0; i < SEEDED_EVENT_COUNT; i += 1) {
    const event = seedEvent(i, nextReviewId);
    byId.set(event.id, event);
  }
  let sorted: EventRecord[] | null = null;
  const events = () => (sorted ??= [...byId.values()].sort(compareEvents));
  const venues: Venue[] = structuredClone(VENUES);
  let venueCount = venues.length;
  const users: User[] = [
    { id: 'u1', email: DEMO_EMAIL, name: 'Demo User', avatarPath: imagePath('avatar-demo', 'DU') },
  ];

  return {
    users,
    venues: () => venues,
    venue: (id) => venues.find((v) => v.id === id),
    createVenue(fields) {
      venueCount += 1;
      const n = venueCount;
      const venue: Venue = { ...fields, id: `v${n}`, photo: generatedImage(`venue-${n}-1`, fields.name, `${fields.name}, ${fields.city}`), gallery: [] };
      venues.push(venue);
      return venue;
    },
    event: (id) => byId.get(id),
    events,
    createEvent(fields) {
      eventCount += 1;
      const id = `e${eventCount}`;
      const event: EventRecord = {
        description: '',
        date: fields.startsAt.slice(0, 10),
        doorsOpen: null,
        tags: [],
        category: 'MUSIC',
        rating: null,
        imagePaths: [],
        venueId: null,
        price: null,
        isPublic: true,
        metadata: null,
        ...stripUndefined(fields),
        title: fields.title,
        startsAt: fields.startsAt,
        id,
        reviews: [],
      };
      if (event.imagePaths.length === 0) event.imagePaths = [imagePath(`event-${eventCount}-1`, event.title)];
      byId.set(id, event);
      sorted = null;
      return event;
    },
    updateEvent(id, fields) {
      const event = byId.get(id);
      if (!event) return undefined;
      Object.assign(event, stripUndefined(fields));
      sorted = null;
      return event;
    },
    deleteEvent(id) {
      sorted = null;
      return byId.delete(id);
    },
    addReview(eventId, review, now) {
      const event = byId.get(eventId);
      if (!event) return undefined;
      const created: Review = { ...review, id: nextReviewId(), eventId, createdAt: now.toISOString() };
      event.reviews.push(created);
      return created;
    },
  };
}

function stripUndefined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
