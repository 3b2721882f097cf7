import { useEffect, useState } from 'react';
import { DEFAULT_LAB_BRAND, FOOTER_YEAR } from '@pathdesk/web-ui';
import { loadShellConfig } from '../remotes/shell-config';
import { useShellT } from '../i18n';

export function AppFooter() {
  const { t } = useShellT();
  const [brand, setBrand] = useState(DEFAULT_LAB_BRAND);
  useEffect(() => {
    loadShellConfig().then(
      (config) => setBrand(config.labBrand),
      () => undefined,
    );
  }, []);
  return (
    <footer className="layout-footer">
      <span className="font-semibold">{brand}</span>
      <span>© {FOOTER_YEAR}</span>
      <span>{t('layout.version', { version: __APP_VERSION__ })}</span>
    </footer>
  );
}
