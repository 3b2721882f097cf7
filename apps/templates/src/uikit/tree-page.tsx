import { useState } from 'react';
import { type DataTableExpandedRows, type DataTableValueArray } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Example, GalleryPage, namedTable } from '../gallery';
import { SAMPLE_BLOCKS, SAMPLE_CASES, SAMPLE_HOSPITALS, type SampleHospital } from '../sample-data';
import styles from '../templates.module.css';
import { DataTable } from '@pathdesk/web-ui';

const casesAt = (hospital: SampleHospital) => SAMPLE_CASES.filter((c) => c.hospitalName === hospital.name);

/** /uikit/tree: nested data — a case's blocks and slides, hospitals and their doctors. */
export function TreePage() {
  const [expanded, setExpanded] = useState<DataTableExpandedRows | DataTableValueArray | undefined>(undefined);
  return (
    <GalleryPage title="Tree" subtitle="Things inside things: open only the branch you need.">
      <Example
        title="A case, its blocks and slides"
        use="a hierarchy a few levels deep that is read more than edited. Native disclosure elements: keyboard and screen readers work without code."
      >
        <p className="mt-0 font-semibold">S68-00012 · Uterus, total hysterectomy</p>
        {SAMPLE_BLOCKS.map((block) => (
          <details key={block.block} className={styles.details} open={block.block === 'A1'}>
            <summary>
              Block {block.block} — {block.description} ({block.slides.length} {block.slides.length === 1 ? 'slide' : 'slides'})
            </summary>
            <ul className={`${styles.detailsBody} m-0`}>
              {block.slides.map((slide) => (
                <li key={slide}>
                  Slide {block.block}-{slide}
                </li>
              ))}
            </ul>
          </details>
        ))}
      </Example>

      <Example
        title="Rows with details"
        use="a list whose rows own a short list (a hospital's doctors, an invoice's lines): expand the row instead of opening a page."
        code="<DataTable expandedRows={expanded} onRowToggle={(e) => setExpanded(e.data)} rowExpansionTemplate={…}>"
      >
        <DataTable
          value={SAMPLE_HOSPITALS}
          dataKey="id"
          expandedRows={expanded}
          onRowToggle={(e) => setExpanded(e.data)}
          rowExpansionTemplate={(hospital: SampleHospital) => (
            <ul className="m-0" aria-label={`Doctors of ${hospital.name}`}>
              {hospital.doctors.map((doctor) => (
                <li key={doctor}>{doctor}</li>
              ))}
            </ul>
          )}
          pt={namedTable('Hospitals')}
          size="small"
        >
          <Column expander style={{ width: '3rem' }} header={<span className={styles.visuallyHidden}>Show the doctors</span>} />
          <Column field="name" header="Hospital" />
          <Column header="Doctors" body={(h: SampleHospital) => h.doctors.length} />
          <Column header="Cases" body={(h: SampleHospital) => casesAt(h).length} />
        </DataTable>
      </Example>
    </GalleryPage>
  );
}
