import { type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { PathologyCase } from '../cases/pathology-case.entity.js';
import { ReportVersion } from '../reports/report-version.entity.js';
import { DispatchAppendOnly } from '../database/triggers/dispatch-append-only.js';
import { Dispatch } from './dispatch.entity.js';

/** A report version enclosed in a dispatch, in the cover sheet's order. Append-only like its dispatch. */
@Entity({ tableName: 'dispatch_item' })
@Index({ name: 'dispatch_item_report_id_index', properties: ['report'] })
@Index({ name: 'dispatch_item_case_id_index', properties: ['case'] })
@DispatchAppendOnly()
export class DispatchItem {
  @ManyToOne(() => Dispatch, { primary: true, deleteRule: 'restrict', updateRule: 'restrict' })
  dispatch!: Rel<Dispatch>;

  @ManyToOne(() => ReportVersion, { primary: true, deleteRule: 'restrict', updateRule: 'restrict' })
  report!: Rel<ReportVersion>;

  @ManyToOne(() => PathologyCase, { deleteRule: 'restrict', updateRule: 'restrict' })
  case!: Rel<PathologyCase>;

  @Property({ type: 'smallint' })
  position!: number;

  /** An earlier version of the case had been sent before. */
  @Property({ type: 'boolean' })
  resend!: boolean;
}
