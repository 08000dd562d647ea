// The images a result holds, as the cards and the table draw them: an image URL, an image object
// (`cover { url alt width height }`) or a list of either, with alt text and any given size. Which
// fields are images is src/schema's call (the display hints); this module only reads them out,
// and keeps only sources the URL policy allows (issue 12 item 2): an image whose source it refuses
// is no image, so the value shows as text.
import { humanize, safeImageUrl, type DisplayHints } from '../../schema/index.ts';
import type { ImageSlide } from './carousel.tsx';

/** An image as the results show it; width and height only when the result gave them. */
export type ResultImage = ImageSlide;

/** Sibling fields an image's alt text is taken from, in order (notes/ui.md §4.6). */
const ALT_KEYS = ['alt', 'caption', 'title', 'name'];

function isRecord(item: unknown): item is Record<string, unknown> {
  return item !== null && typeof item === 'object' && !Array.isArray(item);
}

/** A width or height from a result: a positive number, or a string of digits. */
function dimension(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** An image object's own alt text: its alt, caption, title or name. */
function ownAlt(object: Record<string, unknown>): string | undefined {
  for (const altKey of ALT_KEYS) {
    const text = object[altKey];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return undefined;
}

/**
 * The image an image object holds (its URL under `urlKey`), with its own alt text and size; null
 * without a URL or with one the URL policy refuses.
 */
export function objectImage(object: Record<string, unknown>, urlKey: string | undefined, fallbackAlt: string): ResultImage | null {
  const src = safeImageUrl(urlKey === undefined ? undefined : object[urlKey]);
  if (src === null) return null;
  const image: ResultImage = { src, alt: ownAlt(object) ?? fallbackAlt };
  const width = dimension(object.width);
  const height = dimension(object.height);
  if (width !== undefined) image.width = width;
  if (height !== undefined) image.height = height;
  return image;
}

/**
 * The images of a list of URLs or of image objects (their URL under `urlKey`); images without
 * alt text of their own are numbered after `label` ("Jazz night, image 2 of 3"). Null when an
 * item is neither, or its source is one the URL policy refuses, so the list shows as it is.
 */
export function listImages(items: readonly unknown[], urlKey: string | undefined, label: string): ResultImage[] | null {
  const numbered = (i: number) => (items.length > 1 ? `${label}, image ${i + 1} of ${items.length}` : label);
  const images: ResultImage[] = [];
  for (const [i, item] of items.entries()) {
    const image = typeof item === 'string' ? stringImage(item, numbered(i)) : isRecord(item) ? objectImage(item, urlKey, numbered(i)) : null;
    if (!image) return null;
    images.push(image);
  }
  return images;
}

/** An image URL as an image with `alt`; null when the URL policy refuses the source. */
export function stringImage(value: string, alt: string): ResultImage | null {
  const src = safeImageUrl(value);
  return src === null ? null : { src, alt };
}

/** An image's alt text: a sibling alt/caption/title/name, the object's title, else the field's label. */
export function imageLabel(parent: Record<string, unknown>, hints: DisplayHints, key: string): string {
  for (const altKey of [...ALT_KEYS, hints.titleField]) {
    if (altKey === null || altKey === key) continue;
    const text = parent[altKey];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return humanize(key);
}
