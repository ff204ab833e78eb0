/**
 * Stylelint checks one thing Biome does not: every declaration of the site's CSS that names a
 * side or an edge on the inline axis is written in logical properties and values
 * (`margin-inline-start`, `inset-inline-end`, `text-align: start`, `float: inline-start`), so a
 * right-to-left page mirrors with no stylesheet of its own (docs/product.md § Languages).
 * The block axis and sizes (`top`, `margin-bottom`, `width`, `max-height`) stay physical: every
 * language the site speaks is written horizontally (Japanese and Chinese too, on the web), where
 * they mean the same in both directions. `npm run lint` runs it after Biome.
 */
export default {
  plugins: ['stylelint-use-logical'],
  rules: {
    // A four-value padding or margin names the left and right sides by position: use
    // padding-block and padding-inline (margin-…) instead.
    'declaration-property-value-disallowed-list': {
      '/^(padding|margin)$/': [/^\S+\s+\S+\s+\S+\s+\S+$/],
    },
    'csstools/use-logical': [
      'always',
      {
        except: [
          /^(top|bottom)$/,
          /^(min-|max-)?(width|height)$/,
          /^(margin|padding|scroll-margin|scroll-padding)-(top|bottom)$/,
          /^border-(top|bottom)(-(width|style|color))?$/,
        ],
      },
    ],
  },
};
