import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { casePath, parseBenchBarcode, type BarcodeDto } from '@pathdesk/contracts';
import { useApiFailure } from '@pathdesk/web-ui';
import { useLazyLookupBarcodeQuery } from './blocks-api';
import { useWorkspaceT } from '../../i18n';

/** The case's additionals tab with the scanned block picked out (`?block=A2`). */
function scannedCasePath(barcode: BarcodeDto): string {
  const path = casePath(barcode.kind, barcode.caseId, 'additionals');
  return barcode.blockCode ? `${path}?block=${encodeURIComponent(barcode.blockCode)}` : path;
}

/**
 * A worklist search that takes a scanned label: `lookUp(text)` answers what the block or slide
 * barcode names (null when the text is no barcode, or it names nothing — said in a toast), and
 * `open(barcode)` goes to the case at that block.
 */
export function useScannedCode() {
  const [lookup] = useLazyLookupBarcodeQuery();
  const navigate = useNavigate();
  const failed = useApiFailure();
  const { t } = useWorkspaceT();

  const lookUp = useCallback(
    async (text: string): Promise<BarcodeDto | null> => {
      const code = text.trim();
      if (!parseBenchBarcode(code)) return null;
      const result = await lookup(code);
      if (result.error || !result.data) {
        failed(t('bench.blocks.noSuchCode', { code }), result.error);
        return null;
      }
      return result.data;
    },
    [lookup, failed, t],
  );
  const open = useCallback((barcode: BarcodeDto) => void navigate(scannedCasePath(barcode)), [navigate]);
  return { lookUp, open };
}
