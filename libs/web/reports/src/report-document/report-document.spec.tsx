import { render, screen, within } from '@testing-library/react';
import type { GynecologicalResult } from '@pathdesk/contracts';
import { changeLanguage } from '@pathdesk/web-data';
import { guestReportOf, reportOf } from '../testing/report-fixtures';
import { REPORT_PRINT_CLASS, ReportDocument } from './report-document';

const section = (name: string) => screen.getByRole('region', { name });
/** The value of a label of the patient and specimen block. */
const fact = (label: string) => within(section('Patient and specimen')).getByText(label, { selector: 'dt' }).nextElementSibling;
const signature = (label: string) => within(section('Signatures')).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('ReportDocument', () => {
  describe('a surgical report', () => {
    beforeEach(() => render(<ReportDocument report={reportOf('surgical')} />));

    it('is an article titled by the report kind, under the lab’s head', () => {
      const article = screen.getByRole('article', { name: /SURGICAL PATHOLOGY REPORT/ });
      expect(article).toHaveClass(REPORT_PRINT_CLASS);
      expect(article).toHaveTextContent('ห้องปฏิบัติการพยาธิวิทยา PathDesk');
      expect(article).toHaveTextContent('123 ถนนพระราม 4 กรุงเทพฯ 10500 · Tel. 02-123-4567');
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('รายงานผลการตรวจชิ้นเนื้อทางพยาธิวิทยา');
      expect(article).toHaveTextContent('Accession No. S68-00042');
      expect(article).toHaveTextContent('Report version 1');
    });

    it('shows the patient and specimen as registered, with dates in the Buddhist Era, Bangkok time', () => {
      expect(fact('Patient name')).toHaveTextContent('นาง สมหญิง ใจดี');
      expect(fact('HN')).toHaveTextContent('6500001');
      expect(fact('Name (English)')).toHaveTextContent('Somying Jaidee');
      expect(fact('Sex')).toHaveTextContent('หญิง / Female');
      expect(fact('Age')).toHaveTextContent('45 ปี / years');
      expect(fact('Hospital')).toHaveTextContent('โรงพยาบาลกรุงเทพเวชการ');
      expect(fact('Physician')).toHaveTextContent('นพ. ปกรณ์ ศรีสุข');
      expect(fact('Collected')).toHaveTextContent('1 มิ.ย. 2568 09:15');
      expect(fact('Received')).toHaveTextContent('1 มิ.ย. 2568 14:30');
      expect(fact('Released')).toHaveTextContent('2 มิ.ย. 2568 10:05');
      expect(fact('Specimen')).toHaveTextContent('Skin, left arm, excision');
      expect(fact('Clinical history')).toHaveTextContent('Nodule 1 cm for 3 months');
      expect(within(section('Patient and specimen')).queryByText('LMP')).not.toBeInTheDocument();
    });

    it('shows gross, microscopic and diagnosis, and leaves out an empty comment', () => {
      expect(section('Gross description')).toHaveTextContent('Received in formalin, an ellipse of skin 2.0 × 1.0 × 0.5 cm.');
      expect(section('Microscopic description')).toHaveTextContent('Margins are free.');
      expect(section('Diagnosis')).toHaveTextContent('Skin, left arm, excision: dermatofibroma, completely excised.');
      expect(screen.queryByRole('region', { name: 'Comment' })).not.toBeInTheDocument();
    });

    it('is signed by the pathologist, with the date and time of release', () => {
      expect(signature('Pathologist')).toHaveTextContent('นพ. วิชัย พยาธิThai Board of Anatomical Pathology');
      expect(signature('Signed out by')).toHaveTextContent('พยาธิแพทย์ (Demo Pathologist)Pathologist2 มิ.ย. 2568 10:05');
      expect(within(section('Signatures')).queryByText('Screened by', { selector: 'dt' })).not.toBeInTheDocument();
    });

    it('has no AMENDED banner and no superseded notice', () => {
      expect(screen.queryByText(/AMENDED/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Superseded/)).not.toBeInTheDocument();
    });
  });

  it('shows the additional studies as the pathologist reported them, the studies performed named once, never the bench’s notes (issue 24.3)', () => {
    const er = {
      testCode: 'ER',
      testName: 'Estrogen receptor (ER)',
      category: 'immunohistochemistry' as const,
      blockCode: 'A1',
      resultNote: 'Stained, control OK',
      doneAt: '2025-06-01T09:00:00.000Z',
    };
    const ki67 = { ...er, testCode: 'KI67', testName: 'Ki-67 proliferation index' };
    const report = reportOf('surgical', {}, { additionalStudies: 'ER: positive, 95%, strong (Allred 8). Ki-67: 20%.' });
    render(<ReportDocument report={{ ...report, snapshot: { ...report.snapshot, additionals: [er, ki67] } }} />);
    const studies = screen.getByRole('region', { name: 'Additional studies' });
    expect(studies).toHaveTextContent('ER: positive, 95%, strong (Allred 8). Ki-67: 20%.');
    expect(studies).toHaveTextContent('Studies performed: Estrogen receptor (ER), block A1; Ki-67 proliferation index (KI67), block A1');
    expect(studies).not.toHaveTextContent('(ER) (ER)');
    expect(studies).not.toHaveTextContent('Stained, control OK');
  });

  it('prints each biomarker entered as a result with its sentence, without the pathologist’s text (issue 30.3), as the PDF does', () => {
    const report = reportOf('surgical');
    const er = {
      testCode: 'ER',
      testName: 'Estrogen receptor (ER)',
      category: 'immunohistochemistry' as const,
      blockCode: 'A2',
      resultNote: 'Stained, control OK',
      doneAt: '2025-06-01T09:00:00.000Z',
      result: 'ER positive: 95% of invasive tumour cells, strong staining; Allred score 8/8 (proportion 5, intensity 3).',
    };
    const pas = { ...er, testCode: 'PAS', testName: 'Periodic acid–Schiff (PAS)', result: undefined };
    render(<ReportDocument report={{ ...report, snapshot: { ...report.snapshot, additionals: [er, pas] } }} />);
    const studies = screen.getByRole('region', { name: 'Additional studies' });
    expect(
      within(studies)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Estrogen receptor (ER), block A2: ${er.result}`]);
    expect(studies).not.toHaveTextContent('PAS');
    expect(studies).not.toHaveTextContent('Stained, control OK');
  });

  it('shows each part’s synoptic report after the diagnosis, Thai beneath where the lab prints Thai, with its codes (issue 30.5)', () => {
    const report = reportOf('surgical');
    const synoptic = [
      {
        letter: 'A',
        templateId: 'breast-invasive-resection',
        version: 1,
        name: { en: 'Invasive carcinoma of the breast (resection)', th: 'มะเร็งเต้านมชนิดลุกลาม (การผ่าตัด)' },
        thai: true,
        sections: [
          {
            label: { en: 'Biomarkers', th: 'ตัวบ่งชี้ทางชีวภาพ' },
            rows: [
              { element: 'her2-status', kind: 'single' as const, label: { en: 'HER2 status', th: 'สถานะ HER2' }, value: { en: 'Negative, HER2-low', th: 'ผลลบ กลุ่ม HER2-low' } },
              { element: 'ki67', kind: 'number' as const, unit: '%', label: { en: 'Ki-67', th: 'Ki-67' }, value: { en: '20 %', th: '20 %' } },
            ],
          },
        ],
        icdO3: { topography: 'C50.4', morphology: '8500/3' },
      },
    ];
    render(<ReportDocument report={{ ...report, snapshot: { ...report.snapshot, synoptic } }} />);
    const table = screen.getByRole('table', { name: 'Synoptic report: Invasive carcinoma of the breast (resection) (v1)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['Biomarkersตัวบ่งชี้ทางชีวภาพ', 'HER2 statusสถานะ HER2Negative, HER2-lowผลลบ กลุ่ม HER2-low', 'Ki-6720 %', 'ICD-O-3C50.4 · 8500/3']);
    // After the diagnosis, as the PDF prints it.
    const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings.indexOf('Synoptic report: Invasive carcinoma of the breast (resection) (v1)')).toBe(headings.indexOf('Diagnosis') + 1);
  });

  it('shows the frozen sections after the diagnosis, with their times, reporter and call (issue 32.3)', () => {
    const report = reportOf('surgical');
    const frozenSections = [
      {
        partLetter: 'B',
        specimen: 'Sentinel lymph node, left axilla',
        receivedAt: '2026-11-28T03:02:00.000Z',
        reportedAt: '2026-11-28T03:16:00.000Z',
        turnaroundMinutes: 14,
        diagnosis: 'Negative for metastatic carcinoma.',
        reportedBy: 'Dr. Demo Pathologist',
        calledTo: 'Dr. Somchai',
        calledAt: '2026-11-28T03:17:00.000Z',
      },
    ];
    render(<ReportDocument report={{ ...report, snapshot: { ...report.snapshot, frozenSections } }} />);
    const region = screen.getByRole('region', { name: 'Intraoperative consultation (frozen section)' });
    expect(region).toHaveTextContent('B. Sentinel lymph node, left axilla: Negative for metastatic carcinoma.');
    expect(region).toHaveTextContent('(14 min) by Dr. Demo Pathologist; telephoned to Dr. Somchai, read back, 28 พ.ย. 2569 10:17');
    const headings = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(headings.indexOf('Intraoperative consultation (frozen section)')).toBe(headings.indexOf('Diagnosis') + 1);
  });

  it('names the co-signer beside the pathologist, with when they signed (issue 32.2)', () => {
    const report = reportOf('surgical');
    render(<ReportDocument report={{ ...report, snapshot: { ...report.snapshot, cosignedBy: { name: 'พญ. ที่สอง', credentials: 'MD', at: '2026-11-28T03:17:00.000Z' } } }} />);
    const signatures = screen.getByRole('region', { name: 'Signatures' });
    expect(signatures).toHaveTextContent('Co-signed byพญ. ที่สองMD28 พ.ย. 2569 10:17');
  });

  it('names the outside consultant whose report was received (issue 32.2)', () => {
    const report = reportOf('surgical');
    const outsideConsultations = [{ institution: 'Siriraj Hospital', consultant: 'Prof. Somsak', opinion: 'agree' as const, receivedAt: '2026-11-28T03:17:00.000Z' }];
    render(<ReportDocument report={{ ...report, snapshot: { ...report.snapshot, outsideConsultations } }} />);
    expect(screen.getByRole('region', { name: 'Outside consultation' })).toHaveTextContent(
      'Prof. Somsak, Siriraj Hospital (report received 28 พ.ย. 2569 10:17): agrees with the diagnosis.',
    );
  });

  it('has no additional studies when the pathologist reported none, whatever the bench did', () => {
    const report = reportOf('surgical');
    const er = {
      testCode: 'ER',
      testName: 'Estrogen receptor (ER)',
      category: 'immunohistochemistry' as const,
      blockCode: 'A1',
      resultNote: 'ER+',
      doneAt: '2025-06-01T09:00:00.000Z',
    };
    render(<ReportDocument report={{ ...report, snapshot: { ...report.snapshot, additionals: [er] } }} />);
    expect(screen.queryByRole('region', { name: 'Additional studies' })).not.toBeInTheDocument();
    expect(screen.queryByText(/ER\+/)).not.toBeInTheDocument();
  });

  it('shows a cytology report’s type, adequacy, category, interpretation, diagnosis and comment, and the screener', () => {
    render(<ReportDocument report={reportOf('cytological')} />);

    expect(screen.getByRole('article', { name: /CYTOLOGY REPORT \(NON-GYNECOLOGIC\)/ })).toBeInTheDocument();
    expect(section('Specimen type')).toHaveTextContent('Fine-needle aspiration');
    expect(section('Specimen adequacy')).toHaveTextContent('Satisfactory for evaluation. Adequate cellularity');
    expect(section('General category')).toHaveTextContent('Negative for malignancy');
    expect(section('Interpretation')).toHaveTextContent('Benign follicular nodule (Bethesda II).');
    expect(section('Diagnosis')).toHaveTextContent('Thyroid, right lobe, FNA: benign follicular nodule.');
    expect(section('Comment')).toHaveTextContent('Clinical correlation is recommended.');
    expect(fact('Source')).toHaveTextContent('Right thyroid lobe');
    expect(signature('Screened by')).toHaveTextContent('นางสาว สุดา คัดกรองCT (ASCP)');
  });

  describe('a Pap test (The Bethesda System)', () => {
    it('shows the specimen type, adequacy, NILM with organisms and reactive changes, the comments and the note', () => {
      render(<ReportDocument report={reportOf('gynecological')} />);

      expect(screen.getByRole('article', { name: /GYNECOLOGIC CYTOLOGY REPORT \(PAP TEST\)/ })).toBeInTheDocument();
      expect(fact('LMP')).toHaveTextContent('12 พ.ค. 2568');
      expect(fact('Relevant history')).toHaveTextContent('G2P2, annual screening');
      expect(section('Specimen type')).toHaveTextContent('Liquid-based (ThinPrep)');
      expect(section('Specimen adequacy')).toHaveTextContent('Satisfactory for evaluation; Endocervical/transformation zone component present.');
      const interpretation = section('Interpretation / result (The Bethesda System 2014)');
      expect(interpretation).toHaveTextContent('Negative for intraepithelial lesion or malignancy (NILM)');
      expect(
        within(interpretation)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Organisms: Fungal organisms morphologically consistent with Candida spp.',
        'Non-neoplastic findings: Reactive cellular changes associated with inflammation (includes typical repair)',
      ]);
      expect(
        within(section('Comments'))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Repeat Pap smear in 12 months.', 'Suggest HPV testing.']);
      expect(section('Note')).toHaveTextContent('Follow-up as scheduled.');
      expect(within(section('Signatures')).queryByText('Pathologist', { selector: 'dt' })).not.toBeInTheDocument();
    });

    it.each<[Partial<GynecologicalResult>, string]>([
      [{ interpretation: 'AGC', agcSubtype: 'endocervical-favor-neoplastic', organisms: [], reactiveChanges: [] }, 'Atypical endocervical cells, favor neoplastic'],
      [{ interpretation: 'ADENOCARCINOMA', adenocarcinomaType: 'endometrial', organisms: [], reactiveChanges: [] }, 'Adenocarcinoma, endometrial'],
      [{ interpretation: 'OTHER', otherFinding: 'Endometrial cells in a woman ≥ 45 years', organisms: [], reactiveChanges: [] }, 'Other: Endometrial cells in a woman ≥ 45 years'],
      [{ interpretation: 'HSIL', organisms: [], reactiveChanges: [] }, 'High-grade squamous intraepithelial lesion (HSIL)'],
    ])('words %j as "%s"', (result, wording) => {
      render(<ReportDocument report={reportOf('gynecological', {}, result)} />);

      expect(section('Interpretation / result (The Bethesda System 2014)')).toHaveTextContent(wording);
    });

    it('shows why an unsatisfactory specimen was not evaluated, and no interpretation', () => {
      render(<ReportDocument report={reportOf('gynecological', {}, { adequacy: 'unsatisfactory', unsatisfactoryReason: 'Obscuring blood', interpretation: null })} />);

      expect(section('Specimen adequacy')).toHaveTextContent('Unsatisfactory for evaluation: Obscuring blood');
      expect(screen.queryByRole('region', { name: /Interpretation/ })).not.toBeInTheDocument();
    });

    it('names the quality-control rescreen that released it, with its date and time', () => {
      render(<ReportDocument report={reportOf('gynecological', { qcReview: { reviewer: 'เจ้าหน้าที่ห้องปฏิบัติการ', reviewedAt: '2025-06-03T01:40:00.000Z' } })} />);

      expect(signature('Quality-control rescreen')).toHaveTextContent('เจ้าหน้าที่ห้องปฏิบัติการ3 มิ.ย. 2568 08:40');
    });
  });

  it('marks an amended version prominently, with the reason and the version it supersedes', () => {
    render(
      <ReportDocument
        report={reportOf('surgical', { id: 8, version: 2, amended: true, amendReason: 'Margin status corrected', previousId: 7, releasedAt: '2025-12-31T17:30:00.000Z' })}
      />,
    );

    const banner = screen.getByRole('note', { name: 'Amended report' });
    expect(banner).toHaveTextContent('AMENDED REPORT — version 2, supersedes version 1');
    expect(banner).toHaveTextContent('Reason for amendment: Margin status corrected');
    expect(screen.getByText(/^Report version 2/)).toHaveTextContent('Report version 2 (AMENDED)');
    // 00:30 on 1 January 2026 in Bangkok: 2569 in the Buddhist Era.
    expect(fact('Released')).toHaveTextContent('1 ม.ค. 2569 00:30');
    expect(signature('Amended and released by')).toBeInTheDocument();
  });

  it('names the parts an amendment changed (issue 27.4), and none when it changed no part', () => {
    const amended = reportOf('surgical', { id: 8, version: 2, amended: true, amendReason: 'Recount of the nodes', previousId: 7 });
    const { unmount } = render(<ReportDocument report={{ ...amended, snapshot: { ...amended.snapshot, changedParts: ['B'] } }} />);
    expect(screen.getByRole('note', { name: 'Amended report' })).toHaveTextContent('Part B amended');
    unmount();
    const two = render(<ReportDocument report={{ ...amended, snapshot: { ...amended.snapshot, changedParts: ['A', 'C'] } }} />);
    expect(screen.getByTestId('parts-amended')).toHaveTextContent('Parts A, C amended');
    two.unmount();
    render(<ReportDocument report={{ ...amended, snapshot: { ...amended.snapshot, changedParts: [] } }} />);
    expect(screen.queryByTestId('parts-amended')).not.toBeInTheDocument();
  });

  it('says which version supersedes an older one', () => {
    render(<ReportDocument report={reportOf('surgical', { supersededBy: 8 })} supersedingVersion={3} />);

    expect(screen.getByRole('note')).toHaveTextContent('Superseded by version 3. This version is kept exactly as it was signed');
  });

  it('takes the next version number as the superseding one when it is not given', () => {
    render(<ReportDocument report={reportOf('surgical', { supersededBy: 8 })} />);

    expect(screen.getByRole('note')).toHaveTextContent('Superseded by version 2.');
  });
});

describe('ReportDocument in Thai (issue 16.1)', () => {
  afterEach(() => changeLanguage('en'));

  it('labels the report in Thai and keeps the released content as signed', async () => {
    await changeLanguage('th');
    render(<ReportDocument report={reportOf('surgical')} />);
    const patient = screen.getByRole('region', { name: 'ผู้ป่วยและสิ่งส่งตรวจ' });
    expect(within(patient).getByText('ชื่อผู้ป่วย', { selector: 'dt' }).nextElementSibling).toHaveTextContent('นาง สมหญิง ใจดี');
    expect(within(patient).getByText('สิ่งส่งตรวจ', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Skin, left arm, excision');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('ผลการตรวจ');
    expect(screen.getByRole('heading', { name: 'การวินิจฉัย' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'การลงนาม' })).getByText('ลงนามโดย', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('รายงานนี้ไม่มีผลหากถูกแก้ไข');
    expect(screen.queryByText('Patient name')).not.toBeInTheDocument();
  });
});

describe("ReportDocument of a guest's report (issue 24.9)", () => {
  it.each(['surgical', 'cytological', 'gynecological'] as const)('prints a %s report from the printed fields alone, as it prints the whole version', (kind) => {
    const whole = reportOf(kind, { amended: true, amendReason: 'Comment added.', version: 2, previousId: 6 });
    const { container: staff, unmount } = render(<ReportDocument report={whole} />);
    const printed = staff.textContent;
    unmount();
    const { container } = render(<ReportDocument report={guestReportOf(whole)} />);
    expect(container.textContent).toBe(printed);
    expect(container.textContent).toContain(whole.snapshot.case.hn);
  });
});
