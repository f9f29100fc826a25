import { Box, Button, HStack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Loading, Muted } from '../../ui/common/Page';
import type { LazyHistory } from './useHistoryList';

export interface Column<T> {
  labelId: string;
  cell: (row: T) => ReactNode;
}

/** A plain history table; shows an empty-state text when there are no rows. */
export function HistoryTable<T>({ rows, columns, testId }: { rows: readonly T[]; columns: Column<T>[]; testId?: string }) {
  if (rows.length === 0) {
    return <Muted id="profile.history.empty" />;
  }
  return (
    // a wide table scrolls inside its own box on a phone (focusable, so the keyboard scrolls it too): the page never does
    <Box overflowX="auto" maxW="full" tabIndex={0}>
      <Table.Root size="sm" data-testid={testId}>
        <Table.Header>
          <Table.Row bg="brand.surfaceAlt">
            {columns.map((c) => (
              <Table.ColumnHeader key={c.labelId} color="brand.text">
                <FormattedMessage id={c.labelId} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history rows carry no id of their own and the list only grows at its end, so the position is stable
            <Table.Row key={i} bg="brand.surface">
              {columns.map((c) => (
                <Table.Cell key={c.labelId} color="brand.text">
                  {c.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * A history table that grows (useHistoryList): loading spinner, the server's text on failure
 * (spec §8), the rows shown so far, and the sentinel whose visibility shows more.
 */
export function LazyHistoryTable<T>({ history, columns, testId }: { history: LazyHistory<T>; columns: Column<T>[]; testId: string }) {
  if (history.status === 'loading') return <Loading />;
  if (history.status === 'failed') return <Muted>{history.message || <FormattedMessage id="profile.history.failed" />}</Muted>;
  return (
    <Box data-testid={`${testId}-list`} data-rows={history.rows.length}>
      <HistoryTable rows={history.rows} columns={columns} testId={testId} />
      {history.moreFailed && (
        <HStack role="alert" gap="3" py="2" flexWrap="wrap" data-testid="history-more-failed">
          <Muted>{history.moreFailed.message || <FormattedMessage id="profile.history.moreFailed" />}</Muted>
          <Button size="sm" variant="outline" onClick={history.moreFailed.retry} data-testid="history-retry">
            <FormattedMessage id="profile.history.retry" />
          </Button>
        </HStack>
      )}
      {history.hasMore && <Box ref={history.sentinelRef} h="6" data-testid="history-sentinel" aria-hidden />}
    </Box>
  );
}
