// The Video block (spec sections 4 and 8): the demo's file video (an H.264 MP4 from the
// content CDN, which Debian's Chromium plays) starts muted once half of it is visible and
// pauses when it leaves; a click on the video and the play button (mouse and keyboard)
// toggle it; the mute button unmutes and mutes; reduced motion means no autoplay. The Vimeo
// video cannot load without network: it logs 'Vimeo iframe failed to load' and shows its
// fallback.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const state = (video: Locator) => video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted }));

async function fileVideo(page: Page) {
  await page.goto('/over-veld');
  const block = page.getByRole('region', { name: 'Kijk mee in het atelier' });
  const controls = block.getByRole('group', { name: 'Bediening: Video: Kijk mee in het atelier' });
  return {
    block,
    video: block.locator('video'),
    play: controls.getByRole('button', { name: 'Afspelen' }),
    mute: controls.getByRole('button', { name: 'Geluid uit' }),
    fullscreen: controls.getByRole('button', { name: 'Volledig scherm' }),
  };
}

test('the file video plays muted when in view, toggles by click and keyboard, unmutes and mutes, pauses when it leaves', async ({ page }) => {
  const { block, video, play, mute } = await fileVideo(page);
  await expect(video).toHaveAttribute('src', /\/files\/demo0001\/production\/[0-9a-f]{40}\.mp4$/);
  await block.scrollIntoViewIfNeeded();

  // Autoplay at 50% visible, muted.
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect((await state(video)).muted).toBe(true);

  // A click on the video pauses it, with the feedback icon for a moment (recorded as it
  // appears, so a slow machine cannot miss it).
  await block.locator('.video__frame').evaluate((frame) => {
    new MutationObserver(() => {
      if (frame.querySelector('.video__feedback--pause')) frame.setAttribute('data-feedback-seen', 'pause');
    }).observe(frame, { subtree: true, childList: true });
  });
  await block.locator('.video__frame').click();
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await state(video)).paused).toBe(true);
  await expect(block.locator('.video__frame')).toHaveAttribute('data-feedback-seen', 'pause');
  await expect(block.locator('.video__feedback')).toHaveCount(0);
  // ...and plays it again.
  await block.locator('.video__frame').click();
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await state(video)).paused).toBe(false);

  // Keyboard: the play button with Enter and Space.
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await state(video)).paused).toBe(true);
  await page.keyboard.press('Space');
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await state(video)).paused).toBe(false);

  // Mute: click unmutes, the keyboard mutes again.
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  expect((await state(video)).muted).toBe(false);
  await mute.focus();
  await page.keyboard.press('Enter');
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  expect((await state(video)).muted).toBe(true);

  // Out of view: paused; back in view: playing again.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(async () => (await state(video)).paused).toBe(true);
  await block.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await state(video)).paused).toBe(false);
});

test("the 'shop this video' link leads to the category; the section is an anchor @desktop", async ({ page }) => {
  const { block } = await fileVideo(page);
  await expect(block).toHaveAttribute('id', 'atelier');
  await block.getByRole('link', { name: 'Shop de collectie' }).click();
  await expect(page).toHaveURL(/\/Nieuw-binnen\/$/);
  // A category listing on a cold cache can take a while on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw binnen' })).toBeVisible({ timeout: 20_000 });
});

test('@desktop the fullscreen button toggles fullscreen for the video', async ({ page }) => {
  const { block, fullscreen } = await fileVideo(page);
  await block.scrollIntoViewIfNeeded();
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.fullscreenElement?.classList.contains('video__frame'))).toBe(true);
  await fullscreen.click();
  await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');
});

test('with reduced motion the video does not start by itself, but plays on request @desktop', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { block, video, play } = await fileVideo(page);
  await block.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  // The player has seen it in view, and decided: it stays paused.
  await expect(block.locator('.video__frame')).toHaveAttribute('data-in-view', 'true');
  expect((await state(video)).paused).toBe(true);
  await expect(play).toHaveAttribute('aria-pressed', 'false');
  await play.click();
  await expect.poll(async () => (await state(video)).paused).toBe(false);
});

test('a file that cannot be played leaves the poster and a message @desktop', async ({ page }) => {
  await page.route('**/files/**/*.mp4', (route) => route.fulfill({ status: 404, body: '' }));
  const { block } = await fileVideo(page);
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('status')).toHaveText('Deze video kan niet worden afgespeeld.');
  await expect(block.getByRole('img', { name: 'Handen die een zoom vastspelden' })).toBeVisible();
});

test('without consent to marketing the Vimeo block asks first: nothing goes to Vimeo until the shopper presses play @desktop', async ({ page, baseURL, shop }) => {
  const elsewhere: string[] = [];
  const ours = new Set([new URL(baseURL!).origin, new URL(shop.backend).origin]);
  page.on('request', (r) => { if (!r.url().startsWith('data:') && !ours.has(new URL(r.url()).origin)) elsewhere.push(r.url()); });
  await page.route('https://player.vimeo.com/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const block = page.getByRole('region', { name: 'De wintercollectie in beweging' });
  await block.scrollIntoViewIfNeeded();
  // The player's code has run and asks: no frame, nothing asked of Vimeo.
  const play = block.getByRole('button', { name: 'Afspelen via Vimeo' });
  await expect(play).toBeVisible();
  await expect(play).toHaveAccessibleDescription(/Vimeo ontvangt dan je IP-adres/);
  await expect(block.locator('iframe')).toHaveCount(0);
  // Behind the question, the video's still from the shop's content service (#50 item 6): no dark frame.
  const still = block.locator('img.video__still');
  await expect(still).toBeVisible();
  await expect(still).toHaveAttribute('alt', /Duinen bij Zandvoort/);
  await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(ours.has(new URL(await still.evaluate((img: HTMLImageElement) => img.currentSrc)).origin)).toBe(true);
  expect(elsewhere).toEqual([]);
  // Asked, it loads this video (here without network: the fallback).
  await play.click();
  await expect(block.getByRole('status')).toContainText('Deze video kan nu niet worden geladen.', { timeout: 20_000 });
  expect(elsewhere.every((url) => url.startsWith('https://player.vimeo.com/'))).toBe(true);
  expect(elsewhere.length).toBeGreaterThan(0);
});

test.describe('with consent to marketing', () => {
  test.use({ consent: 'ask' });

  test('the Vimeo video fails gracefully without network: logged, with a fallback link @desktop', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'veld-consent', value: '1.a0.m1', url: baseURL! }]);
    const logged: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') logged.push(m.text()); });
    await page.route('https://player.vimeo.com/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    const block = page.getByRole('region', { name: 'De wintercollectie in beweging' });
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('status')).toContainText('Deze video kan nu niet worden geladen.', { timeout: 20_000 });
    const link = block.getByRole('link', { name: 'Bekijk de video op Vimeo (opent in nieuw venster)' });
    await expect(link).toHaveAttribute('href', 'https://vimeo.com/1031858190');
    await expect(link).toHaveAttribute('target', '_blank');
    expect(logged.some((text) => text.startsWith('Vimeo iframe failed to load'))).toBe(true);
    await expect(block.locator('iframe')).toHaveCount(0);
  });
});
