import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { MissingPage, Page } from '../../ui/common/Page';
import NotFoundPage from '../NotFoundPage';
import { useSportRules } from './useSportRules';

/** Numbered bet rules (/bet-rules/:n): the n-th section of the brand's sport rules. */
const BetRulesPage = observer(function BetRulesPage() {
  const rules = useSportRules();
  const n = Number(useParams().n);
  const section = Number.isInteger(n) && n >= 1 ? rules?.sections[n - 1] : undefined;
  // no rules in this language is "missing"; a section number the rules do not have is not found
  if (!rules) return <MissingPage titleId="sportRules.title" textId="sportRules.missing" />;
  if (!section) return <NotFoundPage />;
  return (
    <Page title={<FormattedMessage id="betRules.title" values={{ n, name: section.name }} />} testId="bet-rules">
      <Text whiteSpace="pre-line" lineHeight="tall">
        {section.text}
      </Text>
    </Page>
  );
});
export default BetRulesPage;
