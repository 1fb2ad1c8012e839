// The widget and its French, its styles first: modules run in the order they are imported.
import "./altcha-styles";
import "altcha";
import "altcha/i18n/fr-fr";
