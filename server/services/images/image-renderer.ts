import sharp from 'sharp';
import type { ImageFormat } from './image-kinds';
import type { EncodeOptions } from './image-request';

/** An SVG body drawn in a `viewWidth` x `viewHeight` box (optionally a cropped `viewBox`). */
export interface Drawing {
  body: string;
  viewWidth: number;
  viewHeight: number;
  viewBox?: string;
}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  'webp-alpha': 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

/** Only webp-alpha keeps transparency; the other formats are drawn with their backdrop. */
export function isTransparent(format: ImageFormat): boolean {
  return format === 'webp-alpha';
}

/**
 * Rasterises the drawing at the requested pixel width (the SVG is sized in pixels so librsvg draws
 * at full resolution instead of scaling a bitmap) and encodes it.
 */
export async function renderDrawing(drawing: Drawing, options: EncodeOptions): Promise<Buffer> {
  const width = options.pixelWidth;
  const height = Math.max(1, Math.round((width * drawing.viewHeight) / drawing.viewWidth));
  const viewBox = drawing.viewBox ?? `0 0 ${drawing.viewWidth} ${drawing.viewHeight}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${drawing.body}</svg>`;
  const image = sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' });
  switch (options.format) {
    case 'webp-alpha':
      return image.ensureAlpha().webp({ quality: options.quality, alphaQuality: 100 }).toBuffer();
    case 'webp':
      return image.flatten({ background: '#ffffff' }).webp({ quality: options.quality }).toBuffer();
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: options.quality, mozjpeg: true }).toBuffer();
    case 'png':
      // PNG is lossless: quality has no meaning here and is ignored.
      return image.flatten({ background: '#ffffff' }).png({ compressionLevel: 8 }).toBuffer();
  }
}
