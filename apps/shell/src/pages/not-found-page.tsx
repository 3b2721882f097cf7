import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="layout-standalone-page">
      <section className="card text-center" aria-labelledby="not-found-title">
        <div className="text-6xl font-bold text-primary">404</div>
        <h1 id="not-found-title" className="text-2xl">Page not found</h1>
        <p className="text-color-secondary">The page you asked for does not exist or has moved.</p>
        <Link to="/" className="p-button p-component no-underline">
          <span className="p-button-label">Back to the dashboard</span>
        </Link>
      </section>
    </div>
  );
}
