// Contact form and newsletter: shopper actions, never cached, never retried.
import type { ContactSubmission } from '../../../shared/forms/contact';
import { WRITE } from '../client';
import type { ShopwareContext } from '../context';
import { rethrowClassified } from '../errors';

export async function sendContactForm(ctx: ShopwareContext, form: ContactSubmission): Promise<{ message: string }> {
  const { data } = await ctx.public.invoke('sendContactMail post /contact-form', {
    body: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      ...(form.phone ? { phone: form.phone } : {}),
      subject: form.subject,
      comment: form.message,
      // The shop's plugin verifies it (spec section 7: recaptchaToken when configured).
      ...(form.recaptchaToken ? { recaptchaToken: form.recaptchaToken } : {}),
    },
    fetchOptions: WRITE,
  }).catch(rethrowClassified);
  const message = data.individualSuccessMessage;
  return { message: message || 'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.' };
}

export async function subscribeNewsletter(ctx: ShopwareContext, email: string): Promise<{ success: true }> {
  await ctx.public.invoke('subscribeToNewsletter post /newsletter/subscribe', {
    body: { email, option: 'subscribe', storefrontUrl: ctx.config.siteUrl },
    fetchOptions: WRITE,
  }).catch(rethrowClassified);
  return { success: true };
}
