import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Provider } from 'react-redux';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { interpretBiomarker, partSynopticGaps, type BiomarkerFinding, type SurgicalPartResult, type SynopticTemplateDto } from '@pathdesk/contracts';
import { SynopticSection } from './synoptic-section';

const l = (en: string, th = en) => ({ en, th });
const BREAST: SynopticTemplateDto = {
  id: 'breast-invasive-resection',
  version: 1,
  name: l('Invasive carcinoma of the breast (resection)', 'มะเร็งเต้านมชนิดลุกลาม'),
  source: { dataset: 'ICCR breast', edition: '2nd', url: 'https://example.org/', staging: 'TNM 8', note: 'test' },
  topography: 'C50.9',
  sections: [
    {
      id: 'tumour',
      label: l('Tumour'),
      elements: [
        { id: 'size', label: l('Invasive tumour size'), kind: 'number', level: 'required', unit: 'mm', min: 0.1, max: 300 },
        {
          id: 'type',
          label: l('Histological type'),
          kind: 'single',
          level: 'required',
          icdO3: 'morphology',
          choices: [
            { value: 'nst', label: l('Invasive carcinoma of no special type'), short: 'invasive carcinoma of no special type', code: '8500/3' },
            { value: 'lobular', label: l('Invasive lobular carcinoma'), code: '8520/3' },
          ],
        },
        {
          id: 'dcis',
          label: l('DCIS'),
          kind: 'single',
          level: 'required',
          choices: [
            { value: 'absent', label: l('Not identified') },
            { value: 'present', label: l('Present') },
          ],
        },
        {
          id: 'dcis-grade',
          label: l('DCIS grade'),
          kind: 'single',
          level: 'recommended',
          showIf: [{ element: 'dcis', in: ['present'] }],
          choices: [{ value: 'high', label: l('High') }],
        },
      ],
    },
    {
      id: 'biomarkers',
      label: l('Biomarkers'),
      elements: [
        {
          id: 'er-status',
          label: l('Oestrogen receptor (ER)'),
          kind: 'single',
          level: 'recommended',
          biomarker: 'er',
          choices: [
            { value: 'positive', label: l('Positive') },
            { value: 'low-positive', label: l('Low positive') },
            { value: 'negative', label: l('Negative') },
          ],
        },
        { id: 'ki67', label: l('Ki-67'), kind: 'number', level: 'recommended', unit: '%', min: 0, max: 100, biomarker: 'ki67' },
      ],
    },
  ],
  diagnosisLine: [{ pieces: ['{type}', '{size}'] }],
  retired: false,
  retiredAt: null,
  retiredBy: null,
};
const LUNG: SynopticTemplateDto = { ...BREAST, id: 'lung-resection', name: l('Lung cancer (resection)') };

/** The section as the result page holds it: the part's entry in state, the drafted diagnosis kept. */
function Harness({ initial, biomarkers }: { initial: SurgicalPartResult; biomarkers: BiomarkerFinding[] }) {
  const [part, setPart] = useState(initial);
  const [diagnosis, setDiagnosis] = useState('');
  const missing = partSynopticGaps([BREAST, LUNG], [part]).map((g) => g.field);
  return (
    <>
      <ConfirmDialog />
      <SynopticSection
        letter="A"
        specimen="Breast, left, mastectomy"
        index={0}
        part={part}
        onChange={(patch) => setPart((p) => ({ ...p, ...patch }))}
        onDraftDiagnosis={setDiagnosis}
        errors={{}}
        missing={missing}
        disabled={false}
        biomarkers={biomarkers}
      />
      <output data-testid="entry">{JSON.stringify({ synoptic: part.synoptic ?? null, icdO3: part.icdO3 ?? null })}</output>
      <output data-testid="diagnosis">{diagnosis}</output>
      <output data-testid="flag">{String(part.synopticNotApplicable === true)}</output>
      <output data-testid="missing">{missing.join(',')}</output>
    </>
  );
}

const EMPTY: SurgicalPartResult = { letter: 'A', gross: null, microscopic: null, diagnosis: null, malignancy: null };
const entry = () => JSON.parse(screen.getByTestId('entry').textContent!);

function renderSection(initial: SurgicalPartResult = EMPTY, biomarkers: BiomarkerFinding[] = []) {
  fetchMock.mockImplementation(async () => jsonResponse({ templates: [BREAST, LUNG] }));
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <Harness initial={initial} biomarkers={biomarkers} />
    </Provider>,
  );
  return (next: BiomarkerFinding[]) =>
    view.rerender(
      <Provider store={store}>
        <Harness initial={initial} biomarkers={next} />
      </Provider>,
    );
}

const finding = (template: 'er' | 'ki67', input: Record<string, unknown>, blockCode: string | null = 'A1'): BiomarkerFinding => ({
  template,
  blockCode,
  enteredAt: '2026-11-28T10:00:00.000Z',
  result: interpretBiomarker(template, input as never) as never,
});

describe('a part’s synoptic report (issue 30.2)', () => {
  afterEach(() => fetchMock.mockReset());

  it('suggests the template from the specimen and starts it with one click', async () => {
    renderSection();
    expect(await screen.findByText('Suggested from the specimen: Invasive carcinoma of the breast (resection)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use the suggested template' }));
    expect(entry().synoptic).toEqual({ templateId: BREAST.id, version: 1, values: {} });
    expect(screen.getByTestId('missing')).toHaveTextContent('parts.0.synoptic.values.size,parts.0.synoptic.values.type,parts.0.synoptic.values.dcis');
    expect(screen.getByText('0 of 3 core elements given')).toBeInTheDocument();
  });

  it('lets a part be marked as one no dataset applies to, until a template is chosen', async () => {
    renderSection();
    const notApplicable = await screen.findByLabelText(/No synoptic dataset applies to this part/);
    await userEvent.click(notApplicable);
    expect(JSON.parse(screen.getByTestId('entry').textContent!)).toEqual({ synoptic: null, icdO3: null });
    expect(screen.getByTestId('flag')).toHaveTextContent('true');
    await userEvent.click(screen.getByRole('button', { name: 'Use the suggested template' }));
    expect(screen.getByTestId('flag')).toHaveTextContent('false');
    expect(screen.queryByLabelText(/No synoptic dataset applies to this part/)).not.toBeInTheDocument();
  });

  it('asks an element only when its condition holds, stores typed values, and drafts the diagnosis line and the codes from them', async () => {
    renderSection({ ...EMPTY, synoptic: { templateId: BREAST.id, version: 1, values: { type: 'nst', dcis: 'absent' } } });
    const size = await screen.findByLabelText(/Invasive tumour size/);
    expect(screen.queryByLabelText(/DCIS grade/)).not.toBeInTheDocument();
    await userEvent.type(size, '23');
    await userEvent.tab();
    await waitFor(() => expect(entry().synoptic.values.size).toBe(23));
    expect(screen.getByTestId('missing')).toHaveTextContent(/^$/);
    expect(screen.getByText('3 of 3 core elements given')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Draft the diagnosis from the values' }));
    expect(screen.getByTestId('diagnosis')).toHaveTextContent(/^invasive carcinoma of no special type, 23$/);
    expect(screen.getByText('Suggested: 8500/3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use the suggested codes' }));
    expect(entry().icdO3).toEqual({ topography: 'C50.9', morphology: '8500/3' });
  });

  it('asks before another template clears the values entered, and keeps them when cancelled', async () => {
    renderSection({ ...EMPTY, synoptic: { templateId: BREAST.id, version: 1, values: { size: 12 } } });
    const template = () => screen.getByLabelText(/^Template/).closest('.p-dropdown')!;
    await screen.findByLabelText(/Invasive tumour size/);
    await userEvent.click(template());
    await userEvent.click(await screen.findByRole('option', { name: /Lung cancer/, hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the template?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(entry().synoptic).toEqual({ templateId: BREAST.id, version: 1, values: { size: 12 } });

    await userEvent.click(template());
    await userEvent.click(await screen.findByRole('option', { name: /Lung cancer/, hidden: true }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Change the template?' })).getByRole('button', { name: 'Change template' }));
    expect(entry().synoptic).toEqual({ templateId: LUNG.id, version: 1, values: {} });
  });

  it('starts a template with the part’s biomarker results, and marks the values taken from them (issue 30.3)', async () => {
    // Another part's block gives part A nothing.
    renderSection(EMPTY, [finding('er', { percent: 95, intensity: 'strong' }), finding('ki67', { percent: 30 }, 'B1')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Use the suggested template' }));
    expect(entry().synoptic.values).toEqual({ 'er-status': 'positive' });
    expect(screen.getByText('From the biomarker result')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the biomarker results' })).not.toBeInTheDocument();
  });

  it('offers results entered after the template was started, and writes nothing until asked', async () => {
    const started = { ...EMPTY, synoptic: { templateId: BREAST.id, version: 1, values: { 'er-status': 'negative' } } };
    const update = renderSection(started);
    await screen.findByLabelText(/Invasive tumour size/);
    expect(screen.queryByRole('button', { name: 'Take the biomarker results' })).not.toBeInTheDocument();
    update([finding('er', { percent: 5, intensity: 'weak' }), finding('ki67', { percent: 30 }, null)]);
    expect(await screen.findByText('The biomarker results give other values for: Oestrogen receptor (ER), Ki-67.')).toBeInTheDocument();
    expect(entry().synoptic.values).toEqual({ 'er-status': 'negative' });
    await userEvent.click(screen.getByRole('button', { name: 'Take the biomarker results' }));
    expect(entry().synoptic.values).toEqual({ 'er-status': 'low-positive', ki67: 30 });
    expect(screen.queryByRole('button', { name: 'Take the biomarker results' })).not.toBeInTheDocument();
  });
});
