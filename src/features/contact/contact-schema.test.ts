import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-schema';

const valid = {
  name: 'Maria Clara',
  email: 'maria@example.com',
  subject: 'Project inquiry 2026',
  message: 'Hello, I would like to talk about a project.',
};

/** The error for `field` when only that field differs from a valid message. */
function errorFor(field: keyof typeof valid, value: string): string | undefined {
  const result = validateContact({ ...valid, [field]: value });
  return result.ok ? undefined : result.errors[field];
}

describe('validateContact (docs/product.md § Contact, "Validation")', () => {
  it('accepts a valid message and returns it trimmed', () => {
    expect(validateContact({ ...valid, name: '  Maria Clara ' })).toEqual({
      ok: true,
      value: valid,
    });
  });

  it('reports every empty field with its minimum-length message', () => {
    expect(validateContact({})).toEqual({
      ok: false,
      errors: {
        name: 'Name must be at least 3 characters',
        email: 'Email must be at least 3 characters',
        subject: 'Subject must be at least 3 characters',
        message: 'Message must be at least 3 characters',
      },
    });
  });

  describe('name', () => {
    it('needs 3 to 50 characters', () => {
      expect(errorFor('name', 'Jo')).toBe('Name must be at least 3 characters');
      expect(errorFor('name', 'Joe')).toBeUndefined();
      expect(errorFor('name', 'a'.repeat(50))).toBeUndefined();
      expect(errorFor('name', 'a'.repeat(51))).toBe('Name must be 50 characters only');
    });

    it('takes letters and spaces only, accented letters included', () => {
      expect(errorFor('name', 'José Rizal')).toBeUndefined();
      expect(errorFor('name', 'Zoë Ångström')).toBeUndefined();
      expect(errorFor('name', 'Jose\u0301 Rizal')).toBeUndefined(); // decomposed accent
      expect(errorFor('name', '李小龍')).toBeUndefined();
      for (const bad of ['Jose 3rd', 'O’Brien', 'Anne-Marie', 'John_Doe', 'Bob!']) {
        expect(errorFor('name', bad), bad).toBe('Name should contain only letters and spaces');
      }
    });

    it('reports the first failing rule only', () => {
      expect(errorFor('name', '1')).toBe('Name must be at least 3 characters');
      expect(errorFor('name', '1'.repeat(51))).toBe('Name must be 50 characters only');
    });
  });

  describe('email', () => {
    it('needs 3 to 255 characters', () => {
      expect(errorFor('email', 'a@')).toBe('Email must be at least 3 characters');
      const at255 = `${'a'.repeat(243)}@example.com`;
      expect(at255).toHaveLength(255);
      expect(errorFor('email', at255)).toBeUndefined();
      expect(errorFor('email', `a${at255}`)).toBe('Email must be 255 characters only');
    });

    it('must be a valid address', () => {
      for (const good of ['a@b.co', 'first.last+tag@sub.example.ph', 'jose@exämple.com']) {
        expect(errorFor('email', good), good).toBeUndefined();
      }
      for (const bad of ['abc', 'a@b', 'a@b.c', '@example.com', 'a..b@example.com', 'a b@example.com', 'a@example..com']) {
        expect(errorFor('email', bad), bad).toBe('Invalid email address');
      }
    });
  });

  describe('subject', () => {
    it('needs 3 to 50 characters', () => {
      expect(errorFor('subject', 'Hi')).toBe('Subject must be at least 3 characters');
      expect(errorFor('subject', 'Hey')).toBeUndefined();
      expect(errorFor('subject', 'a'.repeat(50))).toBeUndefined();
      expect(errorFor('subject', 'a'.repeat(51))).toBe('Subject must be 50 characters only');
    });

    it('takes letters, digits and spaces only', () => {
      expect(errorFor('subject', 'Job offer 2026')).toBeUndefined();
      expect(errorFor('subject', 'Café meeting')).toBeUndefined();
      for (const bad of ['Hello!', 'Re: job', 'a-b-c', 'price $5']) {
        expect(errorFor('subject', bad), bad).toBe(
          'Subject should contain only letters, numbers, and spaces',
        );
      }
    });
  });

  describe('message', () => {
    it('needs 3 to 1000 characters, any characters allowed', () => {
      expect(errorFor('message', 'Hi')).toBe('Message must be at least 3 characters');
      expect(errorFor('message', 'Hi!')).toBeUndefined();
      expect(errorFor('message', 'x'.repeat(1000))).toBeUndefined();
      expect(errorFor('message', 'x'.repeat(1001))).toBe('Message must be 1000 characters only');
      expect(errorFor('message', '<script>alert(1)</script> & ünïcode 🎉')).toBeUndefined();
    });
  });
});
