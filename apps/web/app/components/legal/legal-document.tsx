/** A legal text rendered on the server (see legal-document.server.ts): title, date line, body. */
export type RenderedLegalDocument = {
  name: string;
  title: string;
  /** "Effective date: 22 August 2023", "Last updated: 12 February 2025", or null. */
  dateLine: string | null;
  /** The title's heading level: 1 on a page of its own, 2 under a page heading. */
  titleLevel: 1 | 2;
  /** Trusted HTML from the repository's Markdown (not user input). */
  html: string;
};

export function LegalDocument({ document, titleId }: { document: RenderedLegalDocument; titleId?: string }) {
  const Title = document.titleLevel === 1 ? "h1" : "h2";
  return (
    <article className="legal-doc">
      <header className="legal-doc__header">
        <Title id={titleId} className="legal-doc__title">
          {document.title}
        </Title>
        {document.dateLine ? <p className="legal-doc__date">{document.dateLine}</p> : null}
      </header>
      <div className="legal-doc__body" dangerouslySetInnerHTML={{ __html: document.html }} />
    </article>
  );
}
