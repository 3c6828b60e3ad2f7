import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share';

const data = { title: 'Linnen jurk Evi', url: 'https://www.veld.nl/linnen-jurk-evi/SW10001' };
const navigatorWith = (parts: Partial<Navigator>) => ({ clipboard: { writeText: vi.fn(async () => {}) }, ...parts }) as unknown as Navigator;

describe('shareLink', () => {
  it('uses the device share sheet when there is one', async () => {
    const nav = navigatorWith({ share: vi.fn(async () => {}), canShare: () => true });
    expect(await shareLink(data, nav)).toBe('shared');
    expect(nav.share).toHaveBeenCalledWith(data);
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the shopper closes the sheet', async () => {
    const nav = navigatorWith({ share: vi.fn(async () => { throw Object.assign(new Error('closed'), { name: 'AbortError' }); }) });
    expect(await shareLink(data, nav)).toBe('cancelled');
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the sheet refuses (no user activation) or there is none', async () => {
    const refused = navigatorWith({ share: vi.fn(async () => { throw Object.assign(new Error('no activation'), { name: 'NotAllowedError' }); }) });
    expect(await shareLink(data, refused)).toBe('copied');
    expect(refused.clipboard.writeText).toHaveBeenCalledWith(data.url);
    const desktop = navigatorWith({});
    expect(await shareLink(data, desktop)).toBe('copied');
  });

  it('says so when the link cannot be copied either', async () => {
    const nav = { clipboard: { writeText: async () => { throw new Error('denied'); } } } as unknown as Navigator;
    expect(await shareLink(data, nav)).toBe('failed');
  });
});
