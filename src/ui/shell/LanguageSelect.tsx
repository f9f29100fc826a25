import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from '../StoreContext';

/**
 * The brand's languages, in its selector order; the choice is persisted by LocaleStore.
 *
 * Chakra's NativeSelect look (its `nativeSelect` slot recipe, size sm: the same classes and styles) on plain
 * elements: the component itself wraps Ark's form-field machinery (field context, ids, auto-resize), which a
 * lone select in the header does not use and which cost the first visit ≈ 4 kB gzip.
 */
export const LanguageSelect = observer(function LanguageSelect({ testId = 'language-select' }: { testId?: string }) {
  const { locale } = useStore();
  const intl = useIntl();
  const recipe = useSlotRecipe({ key: 'nativeSelect' });
  const styles = useMemo(() => recipe({ size: 'sm' }), [recipe]);
  if (locale.languages.length < 2) return null;
  const classes = recipe.classNameMap;
  return (
    <chakra.div className={classes.root} css={styles.root} width="[auto]" minW="[7rem]">
      <chakra.select
        className={classes.field}
        css={styles.field}
        aria-label={intl.formatMessage({ id: 'header.language' })}
        value={locale.language}
        onChange={(e) => locale.setLanguage(e.currentTarget.value)}
        data-testid={testId}
        bg="brand.surface"
        borderColor="brand.border"
      >
        {locale.languages.map((l) => (
          <option key={l.code} value={l.code}>
            {l.label}
          </option>
        ))}
      </chakra.select>
      <chakra.div className={classes.indicator} css={styles.indicator}>
        <chakra.svg viewBox="0 0 24 24" fill="[none]" stroke="[currentColor]" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </chakra.svg>
      </chakra.div>
    </chakra.div>
  );
});
