// Packshots of what is not worn on the torso or legs: shoes in profile, bags, scarves, belts,
// jewellery, sunglasses, caps and the gift card. Drawn around the canvas centre (600, 800).
import type { Garment } from '../shopware/catalogue/images';
import type { Paint } from './clothes';
import { shade } from './fabric';
import type { Pen } from './pen';
import type { Style } from './style';

function solid(d: string, paint: Paint, width = 3): string {
  return `<path d="${d}" fill="${paint.fill}" stroke="#${shade(paint.hex, -55)}" stroke-width="${width}" stroke-linejoin="round"/><path d="${d}" fill="${paint.light}"/>`;
}

function detail(d: string, colour: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="#${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

/** The drawing of `garment` as a product photo; `pen` gets its bounds. */
export function drawObject(pen: Pen, garment: Garment, style: Style, paint: Paint): string {
  const dark = shade(paint.hex, -60);
  const stitch = shade(paint.hex, 45);
  const sole = 'f2efe8';
  switch (garment) {
    case 'sneaker': {
      const top = style.cut === 'high' ? 600 : 760;
      pen.track([[280, top], [930, 1000]]);
      return solid(`M300 960L300 ${top + 40}Q300 ${top} 340 ${top}L420 ${top + 14}Q470 ${top + 50} 520 ${top + 26}L640 ${top + 40}Q700 860 790 880Q900 895 920 940L920 960Z`, paint) +
        `<path d="M290 950H930Q935 1000 900 1000H320Q285 1000 290 950Z" fill="#${style.cut === 'runner' ? 'd8d2c6' : sole}" stroke="#b9b2a6" stroke-width="3"/>` +
        detail('M520 800l40 30M550 785l40 30M580 775l40 30M610 775l36 28', 'f4f1ea', 7) +
        detail('M330 905Q600 930 900 925', stitch, 3, ' stroke-dasharray="10 8" opacity=".7"');
    }
    case 'boot': {
      const top = style.cut === 'tall' || style.cut === 'cowboy' ? 340 : 600;
      pen.track([[300, top], [920, 1010]]);
      const toe = style.cut === 'cowboy' ? 'L900 940L920 960' : 'Q900 900 900 960';
      return solid(`M480 ${top}H700L690 830Q760 870 860 890${toe}L900 975L500 975L470 960Z`, paint) +
        `<path d="M460 975H905V1000H560L540 1010H460Z" fill="#${shade(paint.hex, -75)}"/>` +
        (style.cut === 'chelsea' ? `<path d="M650 ${top + 20}L640 780Q660 800 690 790L700 ${top + 20}Z" fill="#${shade(paint.hex, -40)}"/>` : '') +
        (style.cut === 'lace' ? detail('M640 660l50 10M635 700l50 10M630 740l50 10M625 780l50 10', 'f1ebdf', 6) : '') +
        detail(`M495 ${top + 10}L480 960`, stitch, 3, ' stroke-dasharray="10 8" opacity=".6"');
    }
    case 'sandal':
      pen.track([[300, 820], [920, 1010]]);
      return `<path d="M300 960Q320 940 420 945L880 955Q920 960 915 985L300 990Z" fill="#${style.cut === 'wedge' ? shade(paint.hex, -20) : 'c9b49a'}" stroke="#${dark}" stroke-width="3"/>` +
        (style.cut === 'wedge' ? `<path d="M300 990L300 900Q360 910 480 960L900 990Z" fill="#d8c3a5"/>` : '') +
        detail('M420 950Q520 830 640 955', paint.hex, 34) + detail('M660 955Q760 860 850 958', paint.hex, 30) +
        (style.cut === 'slide' ? '' : detail('M360 948Q340 870 420 860', paint.hex, 20));
    case 'pump': {
      pen.track([[300, 760], [920, 1040]]);
      return solid('M330 1030L360 880Q380 840 420 860Q560 930 700 860Q820 820 900 930L905 985Q880 1000 840 990Q620 940 430 1000Z', paint) +
        `<path d="M330 1030L360 880L400 900L370 1035Z" fill="#${shade(paint.hex, -40)}"/>` +
        (style.cut === 'slingback' ? detail('M380 870Q420 820 470 880', paint.hex, 14) : '') +
        detail('M430 995Q620 935 840 985', dark, 3, ' opacity=".5"');
    }
    case 'loafer':
      pen.track([[290, 820], [930, 1010]]);
      return solid('M300 960Q300 870 400 860L760 860Q900 870 920 950L920 975H300Z', paint) +
        `<path d="M290 970H930V1000H290Z" fill="#${shade(paint.hex, -70)}"/>` +
        (style.cut === 'loafer' ? `<path d="M640 880h160v30h-160z" fill="#${shade(paint.hex, -30)}"/>` : detail('M600 875l80 50M630 870l80 50M660 866l70 46', dark, 5)) +
        (style.cut === 'brogue' ? detail('M700 900Q800 900 860 940', stitch, 5, ' stroke-dasharray="2 10"') : '') +
        detail('M320 950Q600 935 900 945', stitch, 3, ' stroke-dasharray="10 8" opacity=".6"');
    case 'bag': {
      const [w, h, y] = ({ clutch: [560, 300, 700], shopper: [600, 620, 620], backpack: [480, 640, 560], weekender: [720, 420, 760], laptop: [620, 440, 700], crossbody: [440, 340, 760], shoulder: [520, 400, 720] } as Record<string, [number, number, number]>)[style.cut] ?? [520, 400, 720];
      const x = 600 - w / 2;
      pen.track([[x - 20, y - (style.cut === 'clutch' ? 0 : 260)], [x + w + 20, y + h]]);
      const handle = style.cut === 'clutch' ? ''
        : style.cut === 'crossbody' ? detail(`M${x + 30} ${y}Q600 ${y - 520} ${x + w - 30} ${y}`, dark, 12)
          : detail(`M${x + w * 0.25} ${y}Q${x + w * 0.25} ${y - 220} 600 ${y - 220}Q${x + w * 0.75} ${y - 220} ${x + w * 0.75} ${y}`, dark, 22);
      return handle + solid(`M${x} ${y}H${x + w}L${x + w + 16} ${y + h - 20}Q${x + w + 16} ${y + h} ${x + w - 10} ${y + h}H${x + 10}Q${x - 16} ${y + h} ${x - 16} ${y + h - 20}Z`, paint) +
        (style.cut === 'clutch' || style.cut === 'shoulder' || style.cut === 'crossbody'
          ? solid(`M${x} ${y}H${x + w}L${x + w} ${y + h * 0.45}Q600 ${y + h * 0.55} ${x} ${y + h * 0.45}Z`, { ...paint, light: paint.light }) + `<circle cx="600" cy="${y + h * 0.47}" r="14" fill="#c9a441"/>`
          : detail(`M${x + 30} ${y + 60}H${x + w - 30}`, stitch, 4, ' stroke-dasharray="12 8" opacity=".6"'));
    }
    case 'scarf':
      pen.track([[360, 320], [840, 1300]]);
      return solid('M420 340Q600 300 780 340L800 1200Q700 1240 620 1200L600 700L580 1200Q500 1240 400 1200Z', paint) +
        detail('M410 1210v60M450 1218v60M490 1222v60M530 1218v60M640 1210v60M680 1218v60M720 1222v60M760 1214v60', paint.hex, 8);
    case 'belt':
      pen.track([[200, 700], [1000, 900]]);
      return solid('M220 770H980V830H220Z', paint) +
        `<rect x="480" y="748" width="110" height="104" rx="10" fill="none" stroke="#c9a441" stroke-width="14"/>` +
        `<path d="M535 800H640" stroke="#c9a441" stroke-width="10"/>` +
        [700, 760, 820, 880].map((x) => `<circle cx="${x}" cy="800" r="7" fill="#${dark}"/>`).join('') +
        detail('M230 782H970M230 818H970', stitch, 3, ' stroke-dasharray="10 8" opacity=".6"');
    case 'jewellery': {
      const metal = paint.hex;
      const lightMetal = shade(metal, 50);
      pen.track([[380, 480], [820, 1060]]);
      if (style.cut === 'earrings') return [480, 720].map((x) => `<path d="M${x} 600v60" stroke="#${metal}" stroke-width="8"/><circle cx="${x}" cy="760" r="80" fill="none" stroke="#${metal}" stroke-width="18"/><path d="M${x - 50} 720a70 70 0 0 1 60-40" stroke="#${lightMetal}" stroke-width="6" fill="none"/>`).join('');
      if (style.cut === 'ring') return `<ellipse cx="600" cy="820" rx="180" ry="150" fill="none" stroke="#${metal}" stroke-width="34"/><circle cx="600" cy="660" r="44" fill="#${lightMetal}" stroke="#${metal}" stroke-width="10"/>`;
      if (style.cut === 'bracelet') return `<ellipse cx="600" cy="800" rx="240" ry="110" fill="none" stroke="#${metal}" stroke-width="26"/><ellipse cx="600" cy="790" rx="240" ry="110" fill="none" stroke="#${lightMetal}" stroke-width="5" opacity=".7"/>`;
      return `<path d="M400 480Q600 1180 800 480" stroke="#${metal}" stroke-width="9" fill="none"/><path d="M600 930l-50 60l50 60l50 -60z" fill="#${metal}"/><path d="M600 945l-30 45l30 10z" fill="#${lightMetal}"/>`;
    }
    case 'sunglasses':
      pen.track([[280, 680], [920, 920]]);
      return detail('M300 760Q600 730 900 760', dark, 14) +
        [440, 760].map((x) => `<path d="M${x - 130} 740Q${x - 130} ${style.cut === 'cateye' ? 860 : 900} ${x} ${style.cut === 'cateye' ? 880 : 900}Q${x + 120} 900 ${x + 120} 750Z" fill="${paint.fill}" stroke="#${dark}" stroke-width="12"/>` +
          `<path d="M${x - 80} 780q20 -20 60 -16" stroke="#fff" stroke-width="8" opacity=".35" fill="none"/>`).join('');
    case 'cap':
      pen.track([[330, 560], [960, 960]]);
      return style.cut === 'beanie'
        ? solid('M380 900Q360 560 600 540Q840 560 820 900Z', paint) + `<path d="M370 820H830V920H370Z" fill="${paint.fill}" stroke="#${dark}" stroke-width="3"/><path d="M370 820H830V920H370Z" fill="#000" opacity=".12"/>` +
          [420, 470, 520, 570, 620, 670, 720, 770].map((x) => `<path d="M${x} 830v80" stroke="#${dark}" stroke-width="5" opacity=".4"/>`).join('')
        : solid('M380 880Q380 600 600 600Q820 600 820 880Z', paint) + solid('M780 860Q900 860 960 900L930 930Q860 900 780 905Z', paint) + `<circle cx="600" cy="605" r="14" fill="#${dark}"/>` +
          detail('M600 610Q560 740 560 880M600 610Q640 740 640 880', dark, 3, ' opacity=".5"');
    case 'giftcard':
      pen.track([[240, 560], [960, 1040]]);
      return `<rect x="260" y="580" width="680" height="440" rx="28" fill="${paint.fill}"/><rect x="260" y="580" width="680" height="440" rx="28" fill="${paint.light}"/>` +
        `<path d="M260 760H940M560 580V1020" stroke="#e8c547" stroke-width="26"/>` +
        `<text x="900" y="980" text-anchor="end" font-family="Georgia, serif" font-size="72" fill="#f4f1ea" letter-spacing="10">VELD</text>`;
    default:
      return '';
  }
}
