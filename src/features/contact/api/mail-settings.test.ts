import { describe, expect, it } from 'vitest';
import { BuildEnvError } from '#src/config/build-env.ts';
import {
  EMAILJS_DEFAULT_ORIGIN,
  LOCAL_INBOX_IDS,
  mailSettingsWarning,
  readMailEnv,
  resolveMailSettings,
} from './mail-settings.ts';

describe('readMailEnv (docs/product.md § Configuration)', () => {
  it('reads nothing as unset', () => {
    expect(readMailEnv({})).toEqual({ publicKey: '', serviceId: '', templateId: '', origin: '' });
  });

  it('keeps valid values, trimmed', () => {
    expect(
      readMailEnv({
        VITE_EMAILJS_PUBLIC_KEY: 'pk',
        VITE_EMAILJS_SERVICE_ID: 'svc',
        VITE_EMAILJS_TEMPLATE_ID: 'tpl',
        VITE_EMAILJS_ORIGIN: 'https://mail.example.com/',
      }),
    ).toEqual({
      publicKey: 'pk',
      serviceId: 'svc',
      templateId: 'tpl',
      origin: 'https://mail.example.com',
    });
  });

  it.each([
    ['VITE_EMAILJS_ORIGIN', '/api', /VITE_EMAILJS_ORIGIN must be an absolute http\(s\) URL/],
    ['VITE_EMAILJS_ORIGIN', 'https://api.example.com/v1', /VITE_EMAILJS_ORIGIN must be an origin/],
  ])('rejects %s=%s naming the variable', (key, value, message) => {
    expect(() => readMailEnv({ [key]: value })).toThrow(BuildEnvError);
    expect(() => readMailEnv({ [key]: value })).toThrow(message);
  });
});

describe('the EmailJS variables as readMailEnv checks them (docs/product.md § Configuration)', () => {
  it('accepts a partial set of EmailJS keys with a warning naming the missing ones', () => {
    const settings = resolveMailSettings(readMailEnv({ VITE_EMAILJS_PUBLIC_KEY: 'pk' }));
    expect(settings).toEqual({
      mode: 'emailjs',
      publicKey: 'pk',
      serviceId: '',
      templateId: '',
      origin: 'https://api.emailjs.com',
    });
    expect(mailSettingsWarning(settings)).toContain(
      'missing: VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID.',
    );
  });
});

describe('resolveMailSettings (docs/product.md § Configuration defaults)', () => {
  const keys = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' };

  it('sends to EmailJS with the keys, at the default origin unless one is set', () => {
    expect(resolveMailSettings({ ...keys, origin: '' })).toEqual({
      mode: 'emailjs',
      ...keys,
      origin: EMAILJS_DEFAULT_ORIGIN,
    });
    expect(resolveMailSettings({ ...keys, origin: 'http://127.0.0.1:4602/' })).toEqual({
      mode: 'emailjs',
      ...keys,
      origin: 'http://127.0.0.1:4602',
    });
    expect(mailSettingsWarning(resolveMailSettings({ ...keys, origin: '' }))).toBeUndefined();
  });

  it("without keys sends placeholder ids to the page's own origin (the local inbox)", () => {
    const settings = resolveMailSettings({
      publicKey: '',
      serviceId: '',
      templateId: '',
      origin: '',
    });
    expect(settings).toEqual({ mode: 'local-inbox', ...LOCAL_INBOX_IDS, origin: '' });
    for (const id of Object.values(LOCAL_INBOX_IDS)) expect(id).not.toBe('');
  });

  it('warns a build without keys that only the local inbox will get messages', () => {
    const warning = mailSettingsWarning(
      resolveMailSettings({ publicKey: '', serviceId: '', templateId: '', origin: '' }),
    );
    expect(warning).toContain('No EmailJS keys are set');
    expect(warning).toContain('only to the local inbox');
    expect(warning).toContain('/__inbox/');
  });
});
