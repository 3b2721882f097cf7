import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Provider } from 'react-redux';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { makeStore } from '@pathdesk/web-data';
import { partSynopticGaps, type SurgicalPartResult, type SynopticTemplateDto } from '@pathdesk/contracts';
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
  ],
  diagnosisLine: [{ pieces: ['{type}', '{size}'] }],
  retired: false,
  retiredAt: null,
  retiredBy: null,
};
const LUNG: SynopticTemplateDto = { ...BREAST, id: 'lung-resection', name: l('Lung cancer (resection)') };

/** The section as the result page holds it: the part's entry in state, the drafted diagnosis kept. */
function Harness({ initial }: { initial: SurgicalPartResult }) {
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

function renderSection(initial: SurgicalPartResult = EMPTY) {
  fetchMock.mockImplementation(async () => jsonResponse({ templates: [BREAST, LUNG] }));
  render(
    <Provider store={makeStore()}>
      <Harness initial={initial} />
    </Provider>,
  );
}

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
});
