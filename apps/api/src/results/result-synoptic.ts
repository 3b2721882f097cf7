import { Injectable } from '@nestjs/common';
import { partSynopticGaps, synopticPrint, type CaseKind, type FieldError, type ResultFields, type SurgicalResult, type SynopticPrint } from '@pathdesk/contracts';
import { IcdO3Service } from '../synoptic/icdo3.service.js';
import { SynopticTemplatesService } from '../synoptic/templates.service.js';

/** Required synoptic elements left empty: the fields (`parts.<i>.synoptic.values.<element>`) and why each is needed. */
export interface SynopticGaps {
  fields: string[];
  reasons: Record<string, string>;
}

/**
 * A surgical result's structured parts (issue 30.2, 30.4, 30.7): each part's synoptic report checked
 * against its template, and its ICD-O-3 codes against the lab's lists, when a save writes them; the
 * required elements still empty, which sign-out names.
 */
@Injectable()
export class ResultSynoptic {
  constructor(
    private readonly templates: SynopticTemplatesService,
    private readonly icdO3: IcdO3Service,
  ) {}

  /**
   * What a save may not store, at `parts.<i>.synoptic.…` and `parts.<i>.icdO3.…`. What the part held
   * before stays valid: a template version retired since, or a code taken off the list since.
   */
  async errors(kind: CaseKind, next: ResultFields, before: ResultFields): Promise<FieldError[]> {
    if (kind !== 'surgical') return [];
    const stored = new Map((before as SurgicalResult).parts.map((p) => [p.letter, p]));
    const errors: FieldError[] = [];
    for (const [i, part] of (next as SurgicalResult).parts.entries()) {
      const was = stored.get(part.letter);
      if (part.synoptic) {
        const kept = was?.synoptic?.templateId === part.synoptic.templateId && was.synoptic.version === part.synoptic.version;
        const check = await this.templates.check(part.synoptic, { newCase: !kept });
        errors.push(...check.errors.map((e) => ({ ...e, field: `parts.${i}.synoptic.${e.field}` })));
      }
      if (part.icdO3 && JSON.stringify(part.icdO3) !== JSON.stringify(was?.icdO3 ?? null)) {
        errors.push(...(await this.icdO3.unlisted(part.icdO3)).map((e) => ({ ...e, field: `parts.${i}.icdO3.${e.field}` })));
      }
    }
    return errors;
  }

  /** The parts' synoptic reports as a released version prints them (`thai`: with the Thai labels). */
  print(kind: CaseKind, fields: ResultFields, thai: boolean): SynopticPrint[] {
    return kind === 'surgical' ? synopticPrint(this.templates.all(), (fields as SurgicalResult).parts, thai) : [];
  }

  /** The required (ICCR core) elements shown by the values given and still empty, by part. */
  gaps(kind: CaseKind, fields: ResultFields): SynopticGaps {
    const gaps: SynopticGaps = { fields: [], reasons: {} };
    if (kind !== 'surgical') return gaps;
    for (const { field, letter, gap, template } of partSynopticGaps(this.templates.all(), (fields as SurgicalResult).parts)) {
      gaps.fields.push(field);
      gaps.reasons[field] = `is required before sign-out: "${gap.label.en}" is a core element of ${template.name.en} (part ${letter})`;
    }
    return gaps;
  }
}
