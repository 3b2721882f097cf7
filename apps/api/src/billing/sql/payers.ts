import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_CREDIT_TERM_DAYS, type PayerDto, type PayerRef } from '@pathdesk/contracts';

export const payerKey = (p: PayerRef) => `${p.type}:${p.id}`;

/**
 * The payers' details as an invoice prints them. A hospital has its own columns; a company is a
 * config value: its name, its value (the tax ID) and its description (the address), with the
 * default credit term.
 */
export async function loadPayers(em: EntityManager, refs: readonly PayerRef[]): Promise<Map<string, PayerDto>> {
  const hospitals = refs.filter((r) => r.type === 'hospital').map((r) => r.id);
  const companies = refs.filter((r) => r.type === 'company').map((r) => r.id);
  const payers = new Map<string, PayerDto>();
  if (hospitals.length) {
    const rows = await em.execute<PayerDto[]>(
      `select 'hospital' as type, id, name_th as name, address, tax_id as "taxId", branch, credit_term_days as "creditTermDays" from hospital where id in (?)`,
      [hospitals],
    );
    for (const r of rows) payers.set(payerKey(r), { ...r, creditTermDays: Number(r.creditTermDays) });
  }
  if (companies.length) {
    const rows = await em.execute<PayerDto[]>(
      `select 'company' as type, id, name, description as address, value as "taxId", null as branch, ${DEFAULT_CREDIT_TERM_DAYS} as "creditTermDays"
         from cfgvalue where category = 'company' and id in (?)`,
      [companies],
    );
    for (const r of rows) payers.set(payerKey(r), { ...r, creditTermDays: Number(r.creditTermDays) });
  }
  return payers;
}
