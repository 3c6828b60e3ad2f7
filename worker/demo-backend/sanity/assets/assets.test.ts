import { describe, expect, it } from 'vitest';
import { IMAGE_MOTIFS, imageAssetId, parseFileName, parseImageFileName, withMotif } from './asset-ids';
import { renderImage } from './svg';
import { videoFor } from './video';

const HASH = '4a7c9e21b3d5f60718293a4b5c6d7e8f90a1b2c3';

describe('asset ids', () => {
  it('round-trip through the CDN file name, motif included', () => {
    for (const motif of IMAGE_MOTIFS) {
      const id = imageAssetId(withMotif(HASH, motif), 1600, 900);
      const [, hash, size] = /^image-(\w+)-(\d+x\d+)-svg$/.exec(id)!;
      expect(parseImageFileName(`${hash}-${size}.svg`)).toMatchObject({ motif, width: 1600, height: 900 });
    }
    expect(parseImageFileName(`${HASH}-0x10.svg`)).toBeNull();
    expect(parseImageFileName(`${HASH}-90000x10.svg`)).toBeNull();
    expect(parseFileName(`${HASH}.mp4`)).toEqual({ hash: HASH, ext: 'mp4' });
  });
});

describe('images', () => {
  it('draws every motif as a deterministic SVG of the named size', () => {
    for (const motif of IMAGE_MOTIFS) {
      const asset = parseImageFileName(`${withMotif(HASH, motif)}-800x1000.svg`)!;
      const svg = renderImage(asset);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="1000"/);
      expect(svg).not.toContain('NaN');
      expect(renderImage(asset)).toBe(svg);
    }
  });
});

describe('video', () => {
  /** Top-level ISO BMFF boxes: [type, size]. */
  function boxes(bytes: Uint8Array): Array<[string, number]> {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const out: Array<[string, number]> = [];
    for (let offset = 0; offset < bytes.length;) {
      const size = view.getUint32(offset);
      out.push([new TextDecoder().decode(bytes.subarray(offset + 4, offset + 8)), size]);
      offset += size;
    }
    return out;
  }

  it('is an MP4 of ftyp, moov and mdat whose sizes add up', () => {
    const mp4 = videoFor(HASH);
    const top = boxes(mp4);
    expect(top.map(([type]) => type)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(top.reduce((sum, [, size]) => sum + size, 0)).toBe(mp4.length);
    expect(mp4.length).toBeLessThan(100_000);
    expect(videoFor(HASH)).toBe(mp4);
  });
});
