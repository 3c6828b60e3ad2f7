import { describe, expect, it } from 'vitest';
import { fileUrl, withFileUrls } from './files';

const HASH = 'a'.repeat(40);
const sanity = { projectId: 'demo0001', dataset: 'production', apiVersion: '2025-02-19' };

describe('file asset URLs', () => {
  it('builds the content file CDN URL from the asset reference', () => {
    expect(fileUrl({ sanity }, `file-${HASH}-mp4`)).toBe(`https://cdn.sanity.io/files/demo0001/production/${HASH}.mp4`);
  });
  it('uses the configured CDN host (the demo backend)', () => {
    expect(fileUrl({ sanity: { ...sanity, cdnHost: 'http://127.0.0.1:8788/' } }, `file-${HASH}-mp4`))
      .toBe(`http://127.0.0.1:8788/files/demo0001/production/${HASH}.mp4`);
  });
  it('gives null for anything that is not a file asset id', () => {
    expect(fileUrl({ sanity }, `image-${HASH}-10x10-svg`)).toBeNull();
    expect(fileUrl({ sanity }, 'file-short-mp4')).toBeNull();
  });
  it('adds url to every file in a content tree and leaves the rest alone', () => {
    const blocks = [
      { _type: 'Video', _key: 'v', videoType: 'file', video: { _type: 'file', asset: { _type: 'reference', _ref: `file-${HASH}-mp4` } },
        poster: { _type: 'image', asset: { _type: 'reference', _ref: `image-${HASH}-16x9-svg` }, alt: 'x' } },
      { _type: 'Video', _key: 'w', videoType: 'vimeo', vimeoId: '1', vimeoUrl: 'https://vimeo.com/1' },
      { _type: 'Video', _key: 'b', videoType: 'file', video: { _type: 'file', asset: { _type: 'reference', _ref: 'nonsense' } } },
    ];
    const out = withFileUrls(blocks, { sanity });
    expect(out[0]).toMatchObject({ video: { url: `https://cdn.sanity.io/files/demo0001/production/${HASH}.mp4` } });
    expect(out[0]!.poster).toEqual(blocks[0]!.poster);
    expect(out[1]).toEqual(blocks[1]);
    expect(out[2]!.video).not.toHaveProperty('url');
  });
});
