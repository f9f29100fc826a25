import { Stack } from '@chakra-ui/react';
import { SectionTitle } from '../../../ui/common/SectionTitle';
import { type Column, LazyHistoryTable } from '../HistoryTable';
import type { LazyHistory } from '../useHistoryList';

/** A growing history list under its own title, inside another section (the free spins in My bonus, the cashback entries). */
export function TitledHistory<T>({ titleId, testId, history, columns }: { titleId: string; testId: string; history: LazyHistory<T>; columns: Column<T>[] }) {
  return (
    <Stack gap="3">
      <SectionTitle id={titleId} />
      <LazyHistoryTable testId={testId} history={history} columns={columns} />
    </Stack>
  );
}
