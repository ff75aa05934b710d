/**
 * "Did you mean “vase”?": the search's offer of the catalogue's word, a link to its results. Shared by the results
 * page (rendered on the server, no script) and the search dialog.
 */
export function DidYouMean({ template, text, href }: { template: string; text: string; href: string }) {
  const [before, after] = template.split('{{text}}');
  return (
    <p className="did-you-mean">
      {before}
      <a href={href}>
        <bdi>{text}</bdi>
      </a>
      {after}
    </p>
  );
}

/**
 * "Showing results for «گلدان»": the search read on the other keyboard layout or from Finglish, and a link to the
 * words as typed. Shared by the results page and the search dialog.
 */
export function ReadAs({ template, readAs, instead, href }: { template: string; readAs: string; instead: string; href: string }) {
  const [before, after] = template.split('{{text}}');
  return (
    <p className="did-you-mean">
      {before}
      <strong>
        <bdi>{readAs}</bdi>
      </strong>
      {after} <a href={href}>{instead}</a>
    </p>
  );
}
