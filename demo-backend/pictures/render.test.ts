import { describe, expect, it } from 'vitest';
import { GARMENTS } from '../shopware/catalogue/images';
import { PRODUCT_VIEWS, renderLookPicture, renderProductPicture } from './render';
import { outfitCode, parseOutfit, styleOf } from './style';

describe('product pictures', () => {
  it('draws every garment in every view as a small, deterministic SVG of the asked size', () => {
    for (const garment of GARMENTS.filter((g) => g !== 'look')) {
      for (let view = 1; view <= PRODUCT_VIEWS; view++) {
        const picture = { wearer: 'dames' as const, garment, hex: '4f6b45', view, slug: `gestreepte-${garment}-ivy`, width: 400, height: 533 };
        const svg = renderProductPicture(picture);
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400" height="533" viewBox="0 0 1200 1600">/);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
        expect(svg.length).toBeLessThan(16_000);
        expect(renderProductPicture(picture)).toBe(svg);
      }
    }
  });

  it('shows the model on the first view, with a face and hair', () => {
    const svg = renderProductPicture({ wearer: 'heren', garment: 'shirt', hex: 'a9c6e8', view: 1, slug: 'geruit-overhemd-daan', width: 400, height: 533 });
    // The face: an ellipse for the head and the lines of brows, eyes and mouth.
    expect(svg.match(/<ellipse/g)!.length).toBeGreaterThan(3);
    expect(svg).toContain('stroke-linecap="round"');
  });

  it('draws a tunic pulled over the head, not as a buttoned coat: two buttons at the neck, no collar', () => {
    const picture = (slug: string) => renderProductPicture({ wearer: 'dames', garment: 'shirt', hex: 'e9e2d0', view: 2, slug, width: 400, height: 533 });
    const buttons = (svg: string) => svg.match(/<circle [^>]*r="4(\.5)?"/g)?.length ?? 0;
    expect(buttons(picture('linnen-tuniek-evi'))).toBe(2);
    expect(buttons(picture('linnen-overhemdblouse-evi'))).toBe(5);
  });

  it('reads cut and pattern from the product name', () => {
    expect(styleOf('dress', 'gebloemde-midi-jurk-ivy')).toEqual({ cut: 'midi', pattern: 'floral' });
    expect(styleOf('top', 'gestreepte-tanktop-noor')).toEqual({ cut: 'tank', pattern: 'stripes' });
    expect(styleOf('shirt', 'geruit-overhemd-daan')).toEqual({ cut: 'shirt', pattern: 'check' });
    expect(styleOf('shirt', 'linnen-tuniek-fenna')).toEqual({ cut: 'tunic', pattern: 'linen' });
    expect(styleOf('jeans', 'vintage-flared-jeans-luuk')).toEqual({ cut: 'flared', pattern: 'denim' });
    expect(styleOf('boot', 'suede-chelsea-boot-evi').cut).toBe('chelsea');
    // The noun wins over the adjective, for the cut and for the fabric; knits stay knitted.
    expect(styleOf('shirt', 'zijden-overhemdblouse-ivy')).toEqual({ cut: 'shirt', pattern: 'satin' });
    expect(styleOf('coat', 'gewatteerde-wollen-mantel-noor')).toEqual({ cut: 'long', pattern: 'twill' });
    expect(styleOf('skirt', 'satijnen-plisserok-roos')).toEqual({ cut: 'pleated', pattern: 'pleats' });
    expect(styleOf('knit', 'wollen-trui-sem')).toEqual({ cut: 'jumper', pattern: 'rib' });
    expect(styleOf('bag', 'gevlochten-shopper-isa')).toEqual({ cut: 'shopper', pattern: 'woven' });
  });
});

describe('look pictures', () => {
  it('round-trip their outfit through the URL and draw it', () => {
    const outfit = [
      { garment: 'dress' as const, hex: 'e9e2d0', pattern: 'linen' as const, cut: 'midi' },
      { garment: 'sandal' as const, hex: 'c19a6b', pattern: 'leather' as const, cut: 'strap' },
    ];
    expect(parseOutfit(outfitCode(outfit))).toEqual(outfit);
    expect(parseOutfit('dress.e9e2d0.linen.nope')).toBeNull();
    expect(parseOutfit('<script>')).toBeNull();
    const svg = renderLookPicture({ wearer: 'dames', hex: 'e7b3c0', outfit, slug: 'zomerse-linnen-look', width: 800, height: 1067 });
    expect(svg).toMatch(/width="800" height="1067"/);
    expect(svg).not.toMatch(/NaN|undefined/);
  });
});
