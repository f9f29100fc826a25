import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { MissingPage, Page } from '../../ui/common/Page';
import { OutcomeLabels } from './OutcomeLabels';
import { useSportRules } from './useSportRules';

/** Sport rules: the index of sections, or one section for /sport-rules/(old|new)/:sport. */
const SportRulesPage = observer(function SportRulesPage() {
  const rules = useSportRules();
  const { sport } = useParams();
  if (!rules) {
    return <MissingPage titleId="sportRules.title" textId="sportRules.missing" />;
  }
  const section = sport ? rules.sections.find((s) => s.key === sport || s.key === `bets-on-${sport}`) : undefined;
  if (section) {
    return (
      <Page title={section.name} testId="sport-rules-section">
        <Link asChild color="brand.primary" mb="4" display="inline-block">
          <RouterLink to="/sport-rules">
            <FormattedMessage id="sportRules.allSections" />
          </RouterLink>
        </Link>
        <Text whiteSpace="pre-line" lineHeight="tall">
          {section.text}
        </Text>
      </Page>
    );
  }
  return (
    <Page title={rules.title} testId="sport-rules">
      {rules.intro && (
        <Text mb="6" whiteSpace="pre-line" color="brand.textMuted">
          {rules.intro}
        </Text>
      )}
      <Stack gap="6">
        {/* the labels first: every section below uses them */}
        <OutcomeLabels />
        {rules.sections.map((s) => (
          <Box as="section" key={s.key} id={s.key}>
            <Heading as="h2" size="md" mb="2">
              <RouterLink to={`/sport-rules/new/${encodeURIComponent(s.key)}`}>{s.name}</RouterLink>
            </Heading>
            <Text whiteSpace="pre-line" lineHeight="tall" lineClamp={4}>
              {s.text}
            </Text>
          </Box>
        ))}
      </Stack>
    </Page>
  );
});
export default SportRulesPage;
