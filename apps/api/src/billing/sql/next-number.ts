import type { EntityManager } from '@mikro-orm/postgresql';
import type { InvoiceKind } from '@pathdesk/contracts';

/**
 * The next number of a series (invoices, credit notes) for a kind and Buddhist Era year. The
 * counter row is upserted, so it stays locked until the caller's transaction ends: numbers are
 * gap-free (a failed issue rolls its number back) and unique however many are issued at once.
 */
export async function nextNumber(em: EntityManager, counter: 'invoice_counter' | 'credit_note_counter', kind: InvoiceKind, year: number): Promise<number> {
  const [row] = await em.execute<{ last_number: number }[]>(
    `insert into ${counter} as c (kind, year, last_number) values (?, ?, 1)
     on conflict (kind, year) do update set last_number = c.last_number + 1 returning last_number`,
    [kind, year],
  );
  return row!.last_number;
}
