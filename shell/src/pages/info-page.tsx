import type { InfoPage as InfoPageName } from 'shared-contracts';

/** The information and legal pages; their content arrives with the shell issue. */
export function InfoPage({ page }: { page: InfoPageName }) {
  return (
    <section className="sh-info" data-info-page={page}>
      <h1>{page}</h1>
    </section>
  );
}
