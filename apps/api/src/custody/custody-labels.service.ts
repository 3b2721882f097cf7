import { coded } from '@pathdesk/contracts';
import { BadRequestException, ConflictException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { benchBarcode, labDay, parseBenchBarcode, parseSpecimenBarcode, specimenBarcode, type LabelOutput, type LabelsResponse } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { patientNameSql } from '../cases/sql/patient-name.js';
import { CustodySettingsService } from './custody-settings.service.js';
import { writeHotFolder } from './labels/hot-folder.js';
import { sendRaw } from './labels/raw-printer.js';
import { zplDocument, type DeviceLabel } from './labels/zpl.js';

const LABEL_COLUMNS = `c.accession_no as "accessionNo", ${patientNameSql('c')} as "patientName", c.hn`;

/**
 * Labels for the bench's devices: ZPL for Zebra-type slide and label printers (sent over raw TCP
 * to the configured printer, or downloaded) and one hot-folder file per cassette for cassette
 * writers. Printing names patients: each print is in the audit log.
 */
@Injectable()
export class CustodyLabelsService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: CustodySettingsService,
    private readonly audit: AuditService,
  ) {}

  /** The labels of BLK-, SLD- and SPC- codes, in the order given (400 at the code that names nothing). */
  async labelsOf(codes: readonly string[]): Promise<DeviceLabel[]> {
    const rows = new Map<string, DeviceLabel>();
    const keys = codes.map((code, i) => {
      const bench = parseBenchBarcode(code);
      if (bench) return { key: benchBarcode(bench.target, bench.id), what: bench.target, bench };
      const specimen = parseSpecimenBarcode(code);
      if (specimen) return { key: specimenBarcode(specimen.caseId, specimen.container), what: 'specimen container', specimen };
      throw new BadRequestException({
        message: `${code} is not a specimen, block or slide label.`,
        errors: [{ field: `codes.${i}`, message: 'is not SPC-…, BLK-… or SLD-…' }],
        code: 'unknown_code',
      });
    });
    const blockIds = keys.flatMap((k) => (k.bench?.target === 'block' ? [k.bench.id] : []));
    const slideIds = keys.flatMap((k) => (k.bench?.target === 'slide' ? [k.bench.id] : []));
    const containers = keys.flatMap((k) => (k.specimen ? [k.specimen] : []));
    if (blockIds.length) {
      const blocks = await this.em.execute<DeviceLabel[]>(
        `select 'BLK-' || b.id as barcode, b.code, regexp_replace(b.code, '[0-9]+$', '') as part, case b.type when 'cassette' then 'cassette' else 'cell block' end as detail, ${LABEL_COLUMNS}
           from bench_block b join pathology_case c on c.id = b.case_id where b.id in (?)`,
        [blockIds],
      );
      for (const b of blocks) rows.set(b.barcode, b);
    }
    if (slideIds.length) {
      const slides = await this.em.execute<DeviceLabel[]>(
        `select 'SLD-' || s.id as barcode, s.code, coalesce(regexp_replace(b.code, '[0-9]+$', ''), '') as part, s.stain as detail, ${LABEL_COLUMNS}
           from bench_slide s join pathology_case c on c.id = s.case_id left join bench_block b on b.id = s.block_id where s.id in (?)`,
        [slideIds],
      );
      for (const s of slides) rows.set(s.barcode, s);
    }
    if (containers.length) {
      const cases = await this.em.execute<(Omit<DeviceLabel, 'barcode' | 'code' | 'part'> & { id: number; containers: number })[]>(
        `select c.id, c.containers, left(c.specimen, 40) as detail, ${LABEL_COLUMNS} from pathology_case c where c.id in (?)`,
        [containers.map((k) => k.caseId)],
      );
      for (const k of containers) {
        const c = cases.find((row) => row.id === k.caseId && k.container <= row.containers);
        if (c)
          rows.set(specimenBarcode(k.caseId, k.container), {
            barcode: specimenBarcode(k.caseId, k.container),
            code: `#${k.container}`,
            part: '',
            detail: c.detail,
            accessionNo: c.accessionNo,
            patientName: c.patientName,
            hn: c.hn,
          });
      }
    }
    return keys.map((k, i) => {
      const label = rows.get(k.key);
      if (!label)
        throw new BadRequestException({
          message: `No ${k.what} has the code ${codes[i]}.`,
          errors: [{ field: `codes.${i}`, ...coded('names_no_target', { target: k.what }) }],
          code: 'unknown_code',
        });
      return label;
    });
  }

  /** ZPL text of the labels (the download), audited as a print. */
  async zpl(actor: Actor, codes: readonly string[]): Promise<string> {
    const labels = await this.labelsOf(codes);
    await this.printed(actor, 'zpl', labels);
    return zplDocument(labels);
  }

  /** To the configured printer or hot folder (503 when it is not set or cannot be reached). */
  async print(actor: Actor, codes: readonly string[], output: Exclude<LabelOutput, 'zpl'>): Promise<LabelsResponse> {
    const labels = await this.labelsOf(codes);
    return this.deliver(actor, labels, output);
  }

  async deliver(actor: Actor, labels: readonly DeviceLabel[], output: Exclude<LabelOutput, 'zpl'>): Promise<LabelsResponse> {
    const settings = await this.settings.get();
    if (output === 'printer') {
      if (!settings.printer) throw notConfigured('No label printer is set (custody settings): download the ZPL instead.');
      try {
        await sendRaw(settings.printer, zplDocument(labels));
      } catch (error) {
        throw new ServiceUnavailableException({ message: (error as Error).message, code: 'printer_unreachable' });
      }
      await this.printed(actor, 'printer', labels);
      return { output, count: labels.length };
    }
    if (!settings.hotFolder) throw notConfigured('No cassette writer hot folder is set (custody settings).');
    const cassettes = labels.filter((l) => l.barcode.startsWith('BLK-'));
    let files: string[];
    try {
      files = await writeHotFolder(settings.hotFolder, cassettes, labDay());
    } catch (error) {
      throw new ServiceUnavailableException({
        message: `The hot folder ${settings.hotFolder.directory} could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
        code: 'hot_folder_unwritable',
      });
    }
    await this.printed(actor, 'hot-folder', cassettes);
    return { output, count: files.length, files };
  }

  private async printed(actor: Actor, output: LabelOutput, labels: readonly DeviceLabel[]): Promise<void> {
    this.audit.record(actor, { action: 'print', entity: 'custody_labels', entityId: output, after: { labels: labels.map((l) => l.barcode) } });
    await this.em.flush();
  }
}

function notConfigured(message: string): ConflictException {
  return new ConflictException({ message, code: 'not_configured' });
}
