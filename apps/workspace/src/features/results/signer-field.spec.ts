import type { SignerRecord } from '@pathdesk/contracts';
import { signerField, unlinkedRefusal, withSigner } from './signer-field';
import type { AnyResult } from './result-form-model';

const pathologist: SignerRecord = { staffId: 7, category: 'pathologist', name: 'Dr A', credentials: 'MD', active: true };
const screener: SignerRecord = { staffId: 9, category: 'screener', name: 'B', credentials: 'CT', active: true };

describe('the signer’s own record on a result', () => {
  it('a doctor fills the pathologist, lab staff the screener (none on a surgical case); administrators choose', () => {
    expect(signerField('surgical', 'doctor', pathologist)).toBe('pathologistId');
    expect(signerField('gynecological', 'user', screener)).toBe('screenerId');
    expect(signerField('surgical', 'user', screener)).toBeNull();
    expect(signerField('surgical', 'admin', pathologist)).toBeNull();
    expect(signerField('surgical', 'doctor', { ...pathologist, active: false })).toBeNull();
    expect(signerField('surgical', 'doctor', null)).toBeNull();
  });

  it('fills only an empty field', () => {
    const empty = { pathologistId: null } as unknown as AnyResult;
    expect(withSigner(empty, 'pathologistId', 7)).toEqual({ pathologistId: 7 });
    const other = { pathologistId: 3 } as unknown as AnyResult;
    expect(withSigner(other, 'pathologistId', 7)).toBe(other);
    expect(withSigner(empty, null, 7)).toBe(empty);
  });

  it('an unlinked doctor or lab staff member is told why they cannot sign', () => {
    expect(unlinkedRefusal('doctor', null)).toMatch(/not linked to an active pathologist record/);
    expect(unlinkedRefusal('doctor', screener)).toMatch(/pathologist record/);
    expect(unlinkedRefusal('user', screener)).toBeNull();
    expect(unlinkedRefusal('admin', null)).toBeNull();
  });
});
