import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

/** The rule's findings for `css` under the repository's Stylelint configuration. */
async function findings(css: string): Promise<string[]> {
  const { results } = await stylelint.lint({ code: css, configFile: 'stylelint.config.mjs' });
  return (results[0]?.warnings ?? []).map((warning) => warning.text);
}

describe('stylelint.config.mjs: logical properties on the inline axis (docs/product.md § Languages)', () => {
  it.each([
    ['margin-left: 1rem', 'margin-inline-start'],
    ['padding-right: 1rem', 'padding-inline-end'],
    ['left: 0', 'inset-inline-start'],
    ['border-left: 1px solid', 'border-inline-start'],
    ['text-align: left', 'start'],
    ['float: right', 'inline-end'],
  ])('fails on "%s", naming %s', async (declaration, logical) => {
    const [message, ...rest] = await findings(`.a { ${declaration}; }`);
    expect(rest).toEqual([]);
    expect(message).toContain(logical);
  });

  it('fails on a four-value padding or margin, which names left and right by position', async () => {
    expect(await findings('.a { padding: 1px 2px 3px 4px; }')).toHaveLength(1);
    expect(await findings('.a { margin: 0 1rem 0 2rem; }')).toHaveLength(1);
    expect(await findings('.a { padding: 1px 2px; margin: 0 auto 1rem; }')).toEqual([]);
  });

  it('passes logical properties, the block axis and sizes', async () => {
    expect(
      await findings(
        '.a { margin-inline-start: 1rem; inset-inline-end: 0; text-align: start; top: 0; ' +
          'margin-bottom: 1rem; width: 2rem; max-height: 3rem; border-bottom: 1px solid; }',
      ),
    ).toEqual([]);
  });
});
