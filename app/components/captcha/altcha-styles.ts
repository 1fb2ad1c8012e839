import css from "altcha/altcha.css?raw";
import { pageNonce } from "~/lib/nonce";

// The widget injects a <style id="altcha-css"> when it loads, unless an element of that id
// exists, and without the page's nonce: the CSP would refuse it (decision 0057). The same styles
// go first, with the nonce. As the raw text: the build's CSS pipeline would rewrite their
// light-dark() colours into variables only its own color-scheme rules define, and the widget's
// borders would vanish.
if (!document.getElementById("altcha-css")) {
  document.head.append(Object.assign(document.createElement("style"), { id: "altcha-css", textContent: css, nonce: pageNonce() }));
}
