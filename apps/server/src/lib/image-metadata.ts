import sharp from 'sharp';

/** Largest image accepted, in pixels (all frames of an animation together): a guard against decompression bombs. */
export const maxImagePixels = 100_000_000;

const imageFormats = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type ImageMime = keyof typeof imageFormats;

export function isImageMime(mime: string): mime is ImageMime {
  return Object.hasOwn(imageFormats, mime);
}

/**
 * The image type of some bytes by their magic number (JPEG, PNG, GIF, WebP), or undefined: used
 * for pictures inside Office and OpenDocument packages, whose names prove nothing.
 */
export function imageMimeOf(bytes: Uint8Array): ImageMime | undefined {
  function ascii(start: number, end: number): string {
    return Buffer.from(bytes.subarray(start, end)).toString('latin1');
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') {
    return 'image/png';
  }
  if (ascii(0, 4) === 'GIF8') {
    return 'image/gif';
  }
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return undefined;
}

/**
 * Re-encodes an image in its own format. Without `withMetadata`/`keepExif`/`keepIccProfile`, sharp
 * writes no EXIF (GPS, camera, owner), XMP, IPTC, ICC profile or comment; `.rotate()` first bakes the
 * EXIF orientation into the pixels so the picture still looks the same. Animations keep every frame.
 * Throws (sharp's error) on bytes that are not a readable image of that type.
 */
export async function stripImage(bytes: Uint8Array, mime: ImageMime): Promise<Buffer> {
  const options = { failOn: 'error', limitInputPixels: maxImagePixels } as const;
  const metadata = await sharp(bytes, options).metadata();
  const animated = (metadata.pages ?? 1) > 1;
  let image = sharp(bytes, { ...options, animated });
  if (!animated) {
    image = image.rotate();
  }
  switch (imageFormats[mime]) {
    case 'jpeg':
      return image.jpeg({ quality: 92 }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'webp':
      return image.webp({ quality: 92 }).toBuffer();
  }
}
