import { expect, test } from './fixtures';

// The shared slider (client/components/ui/Slider.tsx) on the design showcase: it scrolls
// natively until keen-slider arrives on first use, then moves by buttons and arrow keys.
test.describe('slider', () => {
  test('previous and next buttons, arrow keys and the ends', async ({ page }) => {
    await page.goto('/components/inputs');
    const slider = page.getByRole('region', { name: 'Voorbeeldslider' });
    const track = slider.locator('.slider__track');
    const previous = slider.getByRole('button', { name: 'Vorige' });
    const next = slider.getByRole('button', { name: 'Volgende' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.getByRole('group')).toHaveCount(8);
    await expect(slider.getByRole('group').first()).toHaveAttribute('aria-label', '1 van 8');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await next.click();
    await expect(track).toHaveAttribute('data-ready', '');
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    const firstSlide = slider.getByRole('group').first();
    await expect.poll(async () => (await firstSlide.boundingBox())!.x).toBeLessThan((await track.boundingBox())!.x);

    await previous.click();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await next.focus();
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await page.keyboard.press('ArrowLeft');
    await expect(next).toHaveAttribute('aria-disabled', 'false');
  });
});
