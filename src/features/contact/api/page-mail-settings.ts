import { resolveMailSettings } from './mail-settings.ts';

/**
 * The build's mail settings as the page and the service worker send with
 * (docs/product.md § Contact): EmailJS with the configured keys, or, with
 * none, the local inbox on the page's own origin (`origin: ''`). Baked in
 * from the `VITE_EMAILJS_*` variables, which `vite.config.ts` has already
 * checked with `readMailEnv`.
 */
export const pageMailSettings = resolveMailSettings({
  publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY ?? '',
  serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID ?? '',
  templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID ?? '',
  origin: import.meta.env.VITE_EMAILJS_ORIGIN ?? '',
});
