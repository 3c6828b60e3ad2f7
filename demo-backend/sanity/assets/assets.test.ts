import { describe, expect, it } from 'vitest';
import { IMAGE_MOTIFS, IMAGE_SCENES, imageAssetId, parseFileName, parseImageFileName, withMotif, withScene } from './asset-ids';
import { renderImage } from './svg';
import { videoFor } from './video';

const HASH = '4a7c9e21b3d5f60718293a4b5c6d7e8f90a1b2c3';

describe('asset ids', () => {
  it('round-trip through the CDN file name, motif included', () => {
    for (const motif of IMAGE_MOTIFS.filter((m) => m !== 'scene')) {
      const id = imageAssetId(withMotif(HASH, motif), 1600, 900);
      const [, hash, size] = /^image-(\w+)-(\d+x\d+)-svg$/.exec(id)!;
      expect(parseImageFileName(`${hash}-${size}.svg`)).toMatchObject({ motif, width: 1600, height: 900 });
    }
    for (const scene of IMAGE_SCENES) {
      expect(parseImageFileName(`${withScene(HASH, scene)}-1600x1067.svg`)).toMatchObject({ motif: 'scene', scene });
    }
    // A scene index no dataset made draws an abstract picture.
    expect(parseImageFileName(`6ff${HASH.slice(3)}-800x600.svg`)).toMatchObject({ motif: 'abstract' });
    expect(parseImageFileName(`${HASH}-0x10.svg`)).toBeNull();
    expect(parseImageFileName(`${HASH}-90000x10.svg`)).toBeNull();
    expect(parseFileName(`${HASH}.mp4`)).toEqual({ hash: HASH, ext: 'mp4' });
  });
});

describe('images', () => {
  it('draws every motif and scene as a deterministic SVG of the named size', () => {
    const names = [...IMAGE_MOTIFS.filter((m) => m !== 'scene').map((m) => withMotif(HASH, m)), ...IMAGE_SCENES.map((s) => withScene(HASH, s))];
    for (const name of names) {
      const asset = parseImageFileName(`${name}-800x1000.svg`)!;
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
