import { describe, expect, it } from 'vitest';
import { countCharacters, validateContact } from './contact-schema.ts';

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
      for (const bad of [
        'abc',
        'a@b',
        'a@b.c',
        '@example.com',
        'a..b@example.com',
        'a b@example.com',
        'a@example..com',
      ]) {
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

  describe('lengths count characters as the visitor sees them, not UTF-16 units', () => {
    // Deseret letters (U+10400…): one letter each, two UTF-16 units each.
    const deseret = '𐐷𐐸𐐹𐐺𐐻𐐼𐐽𐐾𐐿𐑀';

    it('accepts 600 emoji as a message (1200 UTF-16 units)', () => {
      const emoji = '😀'.repeat(600);
      expect(emoji.length).toBe(1200);
      expect(errorFor('message', emoji)).toBeUndefined();
      expect(errorFor('message', '😀'.repeat(1000))).toBeUndefined();
      expect(errorFor('message', '😀'.repeat(1001))).toBe('Message must be 1000 characters only');
    });

    it('counts an emoji made of several code points, and a flag, as one character', () => {
      expect(countCharacters('👍🏽👨‍👩‍👧🇵🇭')).toBe(3);
      expect(errorFor('message', '👨‍👩‍👧'.repeat(1000))).toBeUndefined();
      expect(errorFor('message', '👨‍👩‍👧'.repeat(2))).toBe('Message must be at least 3 characters');
    });

    it('accepts a 30-letter name in a supplementary-plane script, and counts its minimum and maximum the same way', () => {
      const name = deseret.repeat(3);
      expect(name.length).toBe(60);
      expect(errorFor('name', name)).toBeUndefined();
      expect(errorFor('name', deseret.repeat(5))).toBeUndefined();
      expect(errorFor('name', `${deseret.repeat(5)}𐐷`)).toBe('Name must be 50 characters only');
      expect(errorFor('name', '𐐷𐐸')).toBe('Name must be at least 3 characters');
      expect(errorFor('subject', `${deseret.repeat(5)}`)).toBeUndefined();
      expect(errorFor('subject', `${deseret.repeat(5)}1`)).toBe(
        'Subject must be 50 characters only',
      );
    });

    it('counts a letter with combining accents as one character', () => {
      expect(countCharacters('Jose\u0301')).toBe(4);
      expect(errorFor('name', 'e\u0301e\u0301')).toBe('Name must be at least 3 characters');
    });

    it('stops counting at the limit, so a pasted megabyte is checked at once', () => {
      expect(countCharacters('x'.repeat(1_000_000), 1001)).toBe(1001);
      expect(errorFor('message', '😀'.repeat(500_000))).toBe(
        'Message must be 1000 characters only',
      );
    });
  });
});

describe('countCharacters', () => {
  it('counts the same across its segmenting windows as in one piece', () => {
    // Families (several code points each) and flags straddle the 4096-unit window edges.
    for (const unit of ['👨‍👩‍👧', '🇵🇭', 'e\u0301', '😀', 'ab']) {
      const text = unit.repeat(Math.ceil(10_000 / unit.length));
      const expected = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)]
        .length;
      expect(countCharacters(text), unit).toBe(expected);
    }
  });
});
