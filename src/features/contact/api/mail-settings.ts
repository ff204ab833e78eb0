import { BuildEnvError, checkUrl, type RawEnv, trimmed } from '#src/config/build-env.ts';

/**
 * Where and with which ids the contact form sends (docs/product.md §
 * Contact, § Configuration): the build's EmailJS variables, with their
 * defaults applied. Pure and free of browser globals, so the Vite config
 * (the build's warning, the CSP's `connect-src`), the page and the service
 * worker (`page-mail-settings.ts`) all read the same rules.
 */

/**
 * `VITE_EMAILJS_PUBLIC_KEY`, `…_SERVICE_ID`, `…_TEMPLATE_ID` and `…_ORIGIN`
 * (an origin without a path, no trailing slash), trimmed; empty means unset.
 * {@link readMailEnv} reads them; {@link resolveMailSettings} gives them their meaning.
 */
export type MailEnv = {
  publicKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
};

/**
 * Reads and checks the EmailJS variables (docs/product.md § Configuration);
 * `vite.config.ts` calls it once per build, beside `readBuildEnv`.
 * @param env `process.env` merged with Vite's `loadEnv()` result.
 * @throws BuildEnvError naming `VITE_EMAILJS_ORIGIN` when it is not an
 *   http(s) origin without a path. Only some of the three keys set is allowed
 *   ({@link mailSettingsWarning} warns; docs/product.md § Contact, "Missing keys").
 */
export function readMailEnv(env: RawEnv): MailEnv {
  const keys = {
    publicKey: trimmed(env, 'VITE_EMAILJS_PUBLIC_KEY'),
    serviceId: trimmed(env, 'VITE_EMAILJS_SERVICE_ID'),
    templateId: trimmed(env, 'VITE_EMAILJS_TEMPLATE_ID'),
  };
  const origin = checkUrl('VITE_EMAILJS_ORIGIN', trimmed(env, 'VITE_EMAILJS_ORIGIN'), false);
  if (origin && new URL(origin).pathname !== '/') {
    throw new BuildEnvError(
      `VITE_EMAILJS_ORIGIN must be an origin without a path, such as "https://api.emailjs.com", got "${origin}"`,
    );
  }
  return { ...keys, origin: origin.replace(/\/$/, '') };
}

/** The mail API origin when EmailJS keys are set and `VITE_EMAILJS_ORIGIN` is not (docs/product.md § Configuration). */
export const EMAILJS_DEFAULT_ORIGIN = 'https://api.emailjs.com';

/**
 * Placeholder ids the app sends with when no EmailJS keys are set (the local inbox):
 * the local inbox checks that ids are present, like the real API, but
 * accepts any value.
 */
export const LOCAL_INBOX_IDS = {
  publicKey: 'local-inbox',
  serviceId: 'local_inbox',
  templateId: 'local_inbox_template',
} as const;

/**
 * Where and with which ids the contact form sends (docs/product.md § Contact):
 * - `emailjs`: any of the three keys is set; `origin` is `VITE_EMAILJS_ORIGIN`
 *   or {@link EMAILJS_DEFAULT_ORIGIN}. A missing key stays empty, so each
 *   send fails with the SDK's precondition message (docs/product.md § Contact, e.g.
 *   "The service ID is required."), and the build warns.
 * - `local-inbox`: no keys; the placeholder ids of {@link LOCAL_INBOX_IDS},
 *   and `origin` is `VITE_EMAILJS_ORIGIN` or `''`, meaning the page's own
 *   origin (the preview server's local inbox).
 */
export type MailSettings = {
  mode: 'emailjs' | 'local-inbox';
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Origin of `{origin}/api/v1.0/email/send`, without a trailing slash; `''` = the page's origin. */
  origin: string;
};

/**
 * Applies the defaults of docs/product.md § Configuration to the (already checked) EmailJS
 * variables ({@link readMailEnv} checks them). Pure, so the browser's settings use it too.
 */
export function resolveMailSettings(emailjs: MailEnv): MailSettings {
  const origin = emailjs.origin.replace(/\/$/, '');
  if (emailjs.publicKey || emailjs.serviceId || emailjs.templateId) {
    return {
      mode: 'emailjs',
      publicKey: emailjs.publicKey,
      serviceId: emailjs.serviceId,
      templateId: emailjs.templateId,
      origin: origin || EMAILJS_DEFAULT_ORIGIN,
    };
  }
  return { mode: 'local-inbox', ...LOCAL_INBOX_IDS, origin };
}

/** The EmailJS variables and the setting each fills. */
const EMAILJS_KEYS = [
  ['VITE_EMAILJS_PUBLIC_KEY', 'publicKey'],
  ['VITE_EMAILJS_SERVICE_ID', 'serviceId'],
  ['VITE_EMAILJS_TEMPLATE_ID', 'templateId'],
] as const;

/**
 * The warning a build prints without EmailJS keys, or with only
 * some of them; undefined when all three are set.
 */
export function mailSettingsWarning(settings: MailSettings): string | undefined {
  if (settings.mode === 'emailjs') {
    const missing = EMAILJS_KEYS.filter(([, key]) => !settings[key]).map(([variable]) => variable);
    if (missing.length === 0) return undefined;
    return [
      `Only some EmailJS keys are set; missing: ${missing.join(', ')}.`,
      'Every message will be refused with "The … is required." until the missing keys are set (see .env.example).',
    ].join('\n');
  }
  const target = settings.origin
    ? `the mail API at ${settings.origin}`
    : 'the local inbox that `npm start` serves at /__inbox/';
  return [
    'No EmailJS keys are set (VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID).',
    `The contact form will deliver only to ${target}.`,
    'On a static host visitors will see "Your message was not sent"; set the keys (see .env.example) before deploying.',
  ].join('\n');
}
