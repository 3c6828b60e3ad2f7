// The internal design showcase (spec routes /stylingViewer, /components/inputs,
// /components/buttons): every primitive in every state, on the shop's own tokens.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../components/ui/Button';
import { Dialog } from '../components/ui/Dialog';
import { Checkbox, Select, TextInput } from '../components/ui/fields';
import { Pagination } from '../components/ui/Pagination';
import { Price } from '../components/ui/Price';
import { Slider } from '../components/ui/Slider';
import { useSnippets } from '../lib/snippets';
import type { RouteHead } from '../router/types';

const COLOURS = ['ink', 'ink-soft', 'paper', 'surface', 'line', 'accent', 'sale', 'sustainable', 'focus'];
const STEPS = ['-1', '0', '1', '2', '3', '4', '5'];
const SPACES = ['1', '2', '3', '4', '5', '6', '7', '8'];
const VARIANTS = ['primary', 'secondary', 'text'] as const;
const BREAKPOINTS: [string, number][] = [['xs', 320], ['sm', 640], ['md', 768], ['lg', 1024], ['xl', 1280], ['2xl', 1536]];
// The tokens' CSS names are code, not shopper text: written here, outside the markup.
const colourVar = (c: string) => `--color-${c}`;
const spaceVar = (s: string) => `--space-${s}`;

function StylingViewer() {
  const { text } = useSnippets();
  return (
    <>
      <section aria-labelledby="colours"><h2 id="colours">{text('showcase.colours', 'Colours')}</h2>
        <ul className="swatches">{COLOURS.map((c) => (
          <li key={c}><span className="swatches__chip" style={{ background: `var(--color-${c})` }} /> <code>{colourVar(c)}</code></li>
        ))}</ul>
      </section>
      <section aria-labelledby="type"><h2 id="type">{text('showcase.typography', 'Typography')}</h2>
        {STEPS.map((s) => <p key={s} style={{ fontSize: `var(--step-${s})` }}>{text('showcase.typeStep', 'Step {step}: Timeless fashion from Haarlem', { step: s })}</p>)}
        <p className="eyebrow">{text('showcase.eyebrow', 'Eyebrow')}</p>
      </section>
      <section aria-labelledby="space"><h2 id="space">{text('showcase.space', 'Spacing')}</h2>
        <ul className="spaces">{SPACES.map((s) => (
          <li key={s}><span className="spaces__bar" style={{ width: `var(--space-${s})` }} /> <code>{spaceVar(s)}</code></li>
        ))}</ul>
      </section>
      <section aria-labelledby="breakpoints"><h2 id="breakpoints">{text('showcase.breakpoints', 'Breakpoints')}</h2>
        <ul>{BREAKPOINTS.map(([name, px]) => <li key={name}><code>{name}</code>: {text('showcase.pixels', '{px} px', { px: String(px) })}</li>)}</ul>
      </section>
      <section aria-labelledby="prices"><h2 id="prices">{text('showcase.prices', 'Prices')}</h2>
        <Price price={89.95} listPrice={null} discountPercent={null} />
        <Price price={67.46} listPrice={89.95} discountPercent={25} />
        <Price price={0} listPrice={null} discountPercent={null} />
      </section>
    </>
  );
}

function Inputs() {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(3);
  const { text } = useSnippets();
  return (
    <>
      <section aria-labelledby="text-inputs"><h2 id="text-inputs">{text('showcase.textInputs', 'Text fields')}</h2>
        <TextInput label={text('showcase.field.firstName', 'First name')} required name="demo-required" />
        <TextInput label={text('showcase.field.company', 'Company name')} name="demo-optional" />
        <TextInput label={text('showcase.field.email', 'Email address')} required defaultValue="sanne@" error={text('contact.message.emailInvalid', 'Email is invalid')} name="demo-error" />
        <TextInput label={text('showcase.field.phone', 'Phone number')} hint={text('showcase.field.phoneHint', 'For example +31 6 12345678')} name="demo-hint" />
        <TextInput label={text('showcase.field.customerNumber', 'Customer number')} disabled defaultValue="VELD-10293" name="demo-disabled" />
      </section>
      <section aria-labelledby="selects"><h2 id="selects">{text('showcase.selects', 'Select lists')}</h2>
        <Select label={text('showcase.field.country', 'Country')} required placeholder={text('showcase.field.countryPlaceholder', 'Choose a country')}
          options={[{ value: 'NL', label: text('showcase.country.nl', 'Netherlands') }, { value: 'BE', label: text('showcase.country.be', 'Belgium') }]} />
        <Select label={text('showcase.field.salutation', 'Salutation')} variant="checkout"
          options={[{ value: 'mevrouw', label: text('showcase.salutation.mrs', 'Mrs') }, { value: 'meneer', label: text('showcase.salutation.mr', 'Mr') }]}
          placeholder={text('showcase.field.salutationNone', 'None')} />
        <Select label={text('showcase.field.size', 'Size')} required error={text('showcase.field.sizeRequired', 'Choose a size')}
          placeholder={text('showcase.field.sizeRequired', 'Choose a size')} options={[{ value: 'm', label: 'M' }]} />
      </section>
      <section aria-labelledby="checkboxes"><h2 id="checkboxes">{text('showcase.checkboxes', 'Checkboxes')}</h2>
        <Checkbox label={text('showcase.checkbox.newsletter', 'Keep me informed')} />
        <Checkbox label={text('showcase.checkbox.checked', 'Checked')} defaultChecked />
        <Checkbox label={text('showcase.checkbox.privacy', 'I agree to the privacy policy')} error={text('contact.message.agree', 'You must agree to the privacy policy')} />
        <Checkbox label={text('showcase.unavailable', 'Not available')} disabled />
      </section>
      <section aria-labelledby="dialogs"><h2 id="dialogs">{text('showcase.dialog', 'Dialog')}</h2>
        <Button variant="secondary" onClick={() => setOpen(true)}>{text('showcase.dialog.open', 'Open dialog')}</Button>
        <Dialog open={open} onClose={() => setOpen(false)} title={text('showcase.dialog.title', 'Size advice')}>
          <p>{text('showcase.dialog.body', 'Not sure about your size? Our stylists are happy to help, in the store or by video.')}</p>
          <Button onClick={() => setOpen(false)}>{text('showcase.dialog.close', 'Got it')}</Button>
        </Dialog>
      </section>
      <section aria-labelledby="pagination"><h2 id="pagination">{text('showcase.pagination', 'Pagination')}</h2>
        <Pagination page={page} totalPages={12} hrefFor={(p) => `?p=${p}`} />
        <p>{text('showcase.pagination.page', 'Page {page} (the links above are plain links; see also the product listings).', { page })}</p>
        <Button size="small" variant="secondary" onClick={() => setPage((p) => Math.min(12, p + 1))}>{text('showcase.pagination.next', 'Next page')}</Button>
      </section>
      <section aria-labelledby="slider"><h2 id="slider">{text('showcase.slider', 'Slider')}</h2>
        <Slider label={text('showcase.slider.label', 'Example slider')} perView={{ desktop: 3.7, tablet: 4.2, mobile: 1.4 }}>
          {Array.from({ length: 8 }, (_, i) => <div key={i} className="showcase-slide">{text('showcase.slide', 'Slide {number}', { number: i + 1 })}</div>)}
        </Slider>
      </section>
    </>
  );
}

function Buttons() {
  const { text } = useSnippets();
  const variantNames = { primary: text('showcase.button.primary', 'primary'), secondary: text('showcase.button.secondary', 'secondary'), text: text('showcase.button.text', 'text') };
  return (
    <>
      {VARIANTS.map((variant) => (
        <section key={variant} aria-labelledby={`buttons-${variant}`}>
          <h2 id={`buttons-${variant}`}>{variantNames[variant]}</h2>
          <div className="button-row">
            <Button variant={variant}>{text('showcase.button.addToCart', 'Add to cart')}</Button>
            <Button variant={variant} size="small">{text('showcase.button.small', 'Small')}</Button>
            <Button variant={variant} disabled>{text('showcase.unavailable', 'Not available')}</Button>
            <Button variant={variant} busy busyLabel={text('showcase.button.busyLabel', 'Working…')}>{text('showcase.button.busy', 'Working')}</Button>
          </div>
        </section>
      ))}
      <section aria-labelledby="buttons-block"><h2 id="buttons-block">{text('showcase.button.fullWidth', 'Full width')}</h2>
        <Button block>{text('showcase.button.checkout', 'Checkout')}</Button>
      </section>
    </>
  );
}

const PAGES: Record<string, { title: (text: ReturnType<typeof useSnippets>['text']) => string; Body: () => React.JSX.Element }> = {
  '/stylingViewer': { title: (text) => text('showcase.title.styling', 'Style guide'), Body: StylingViewer },
  '/components/inputs': { title: (text) => text('showcase.title.inputs', 'Form fields'), Body: Inputs },
  '/components/buttons': { title: (text) => text('showcase.title.buttons', 'Buttons'), Body: Buttons },
};

/** The internal design showcase: never indexed. */
export const head = (): RouteHead => ({ title: 'Ontwerpsysteem', noindex: true });

/** The same for everyone, and changed only by a deploy (a new build is a new key). */
export const storedFor = 60 * 60;

export function Component() {
  const { pathname } = useLocation();
  const { text } = useSnippets();
  const page = PAGES[pathname] ?? PAGES['/stylingViewer']!;
  return (
    <div className="showcase container">
      <p className="eyebrow">{text('showcase.eyebrowSystem', 'Design system')}</p>
      <h1>{page.title(text)}</h1>
      <page.Body />
    </div>
  );
}
