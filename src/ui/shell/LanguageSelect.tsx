import { NativeSelect } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStore } from '../StoreContext';

/** The brand's languages, in its selector order; the choice is persisted by LocaleStore. */
export const LanguageSelect = observer(function LanguageSelect({ testId = 'language-select' }: { testId?: string }) {
  const { locale } = useStore();
  const intl = useIntl();
  if (locale.languages.length < 2) return null;
  return (
    <NativeSelect.Root size="sm" width="auto" minW="7rem">
      <NativeSelect.Field
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
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
