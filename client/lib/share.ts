// Sharing a page (the product page's "Delen"): the device's own share sheet where there is one
// (the Web Share API, phones mostly), else the link copied to the clipboard. The caller says
// what happened; analytics hears of it as `share` (decision 012).

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareLink(data: { title: string; url: string }, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function' && (nav.canShare?.(data) ?? true)) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The shopper closed the sheet: nothing more to do. Anything else (a press replayed
      // without the browser's user activation, a sheet already open) falls back to copying.
      if ((error as { name?: string }).name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
