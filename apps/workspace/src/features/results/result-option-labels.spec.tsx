import { renderHook, waitFor } from '@testing-library/react';
import {
  ADENOCARCINOMA_TYPE_LABELS,
  ADEQUACY_LABELS,
  AGC_SUBTYPE_LABELS,
  CYTO_CATEGORY_LABELS,
  GYN_INTERPRETATION_LABELS,
  GYN_ORGANISM_LABELS,
  GYN_REACTIVE_CHANGE_LABELS,
} from '@pathdesk/contracts';
import { changeLanguage } from '@pathdesk/web-data';
import { useResultOptionLabels } from './result-option-labels';

const CONTRACT = {
  adequacy: ADEQUACY_LABELS,
  cytoCategory: CYTO_CATEGORY_LABELS,
  gynInterpretation: GYN_INTERPRETATION_LABELS,
  gynOrganism: GYN_ORGANISM_LABELS,
  gynReactiveChange: GYN_REACTIVE_CHANGE_LABELS,
  agcSubtype: AGC_SUBTYPE_LABELS,
  adenocarcinomaType: ADENOCARCINOMA_TYPE_LABELS,
};

afterEach(() => changeLanguage('en'));

describe("the result forms' option labels (issue 16.1)", () => {
  it("read in English exactly as the contract's labels (the report's wording), value for value", () => {
    const { result } = renderHook(() => useResultOptionLabels());
    for (const [group, labels] of Object.entries(CONTRACT)) expect([group, result.current[group as keyof typeof CONTRACT]]).toEqual([group, labels]);
  });

  it('read in Thai for the same values (only the label changes)', async () => {
    const { result } = renderHook(() => useResultOptionLabels());
    await changeLanguage('th');
    await waitFor(() => expect(result.current.gynInterpretation.NILM).toBe('ไม่พบรอยโรคในชั้นเยื่อบุหรือมะเร็ง (NILM)'));
    for (const [group, labels] of Object.entries(CONTRACT)) {
      const thai = result.current[group as keyof typeof CONTRACT] as Record<string, string>;
      expect([group, Object.keys(thai)]).toEqual([group, Object.keys(labels)]);
      for (const [value, label] of Object.entries(thai)) expect([group, value, /[\u0E00-\u0E7F]/.test(label)]).toEqual([group, value, true]);
    }
  });
});
