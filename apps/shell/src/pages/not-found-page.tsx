import { Link } from 'react-router';
import { useShellT } from '../i18n';

export function NotFoundPage() {
  const { t } = useShellT();
  return (
    <div className="layout-standalone-page">
      <section className="card text-center" aria-labelledby="not-found-title">
        <div className="text-6xl font-bold text-primary">404</div>
        <h1 id="not-found-title" className="text-2xl">
          {t('notFound.title')}
        </h1>
        <p className="text-color-secondary">{t('notFound.text')}</p>
        <Link to="/" className="p-button p-component no-underline">
          <span className="p-button-label">{t('accessDenied.back')}</span>
        </Link>
      </section>
    </div>
  );
}
