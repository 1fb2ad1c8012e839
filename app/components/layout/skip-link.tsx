/** The first stop of the keyboard: straight to the page's content, past the header. */
export function SkipLink() {
  return (
    <a href="#contenu" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
      Aller au contenu
    </a>
  );
}
