import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Muted } from '../common/Page';

export interface Column<T> {
  labelId: string;
  cell: (row: T) => ReactNode;
}

/** A plain history table; shows an empty-state text when there are no rows. */
export function HistoryTable<T>({ rows, columns, testId }: { rows: T[]; columns: Column<T>[]; testId?: string }) {
  if (rows.length === 0) {
    return (
      <Muted>
        <FormattedMessage id="profile.history.empty" />
      </Muted>
    );
  }
  return (
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
  );
}

/** YYYY-MM-DD… shown as DD.MM.YYYY; empty shows underscores. */
export function displayDate(value: string | undefined): string {
  if (!value) return '__.__.____';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : value;
}
