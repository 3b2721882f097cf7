import type { Type } from '@nestjs/common';
import { CASE_KINDS, type CaseKind } from '@pathdesk/contracts';

/**
 * The controllers of the case kinds (spec §7: surgical, cytological and gynecological share one
 * shape): `define(kind)` declares the class of one kind, named here `<Kind><role>Controller` so that
 * Nest's logs and route map tell the kinds apart. Cases, results and reports are served this way.
 */
export function controllerFor(kind: CaseKind, role: string, define: (kind: CaseKind) => Type<unknown>): Type<unknown> {
  const controller = define(kind);
  Object.defineProperty(controller, 'name', { value: `${kind[0]!.toUpperCase()}${kind.slice(1)}${role}Controller` });
  return controller;
}

/** One controller per kind, in CASE_KINDS order. */
export function controllersFor(role: string, define: (kind: CaseKind) => Type<unknown>): Type<unknown>[] {
  return CASE_KINDS.map((kind) => controllerFor(kind, role, define));
}
