import { describe, expect, it } from 'vitest';
import {
  checkMailFields,
  mailEndpointOf,
  REQUIRED_MAIL_FIELDS,
  SEND_FORM_PATH,
  SEND_PATH,
  TEMPLATE_PARAMS_TEXT,
} from './mail-contract.ts';

const ids = { user_id: 'pk', service_id: 'svc', template_id: 'tpl' };

describe('the mail contract', () => {
  it('names the send a path is, and no other path', () => {
    expect(mailEndpointOf(SEND_PATH)).toBe('send');
    expect(mailEndpointOf(SEND_FORM_PATH)).toBe('send-form');
    expect(mailEndpointOf('/api/v1.0/email/send/')).toBeUndefined();
    expect(mailEndpointOf('/')).toBeUndefined();
  });

  it('answers the first missing or blank id with its 400 text, in the API’s order', () => {
    expect(checkMailFields({}, 'send')).toEqual({ status: 400, text: REQUIRED_MAIL_FIELDS[0][1] });
    for (const [field, text] of REQUIRED_MAIL_FIELDS) {
      expect(checkMailFields({ ...ids, [field]: ' ' }, 'send-form')).toEqual({ status: 400, text });
      expect(checkMailFields({ ...ids, [field]: 7 }, 'send')).toEqual({ status: 400, text });
    }
    expect(checkMailFields(ids, 'send')).toBeUndefined();
  });

  it('wants send’s template_params, when present, to be an object (send-form has none)', () => {
    for (const params of ['x', null, []]) {
      expect(checkMailFields({ ...ids, template_params: params }, 'send')).toEqual({
        status: 400,
        text: TEMPLATE_PARAMS_TEXT,
      });
    }
    expect(checkMailFields({ ...ids, template_params: { name: 'A' } }, 'send')).toBeUndefined();
    expect(checkMailFields({ ...ids, template_params: 'x' }, 'send-form')).toBeUndefined();
  });
});
