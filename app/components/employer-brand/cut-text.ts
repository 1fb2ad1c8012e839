/** Spec 1 §9: a team member's description is cut at 170 characters before «Voir plus». */
export const TEAM_DESCRIPTION_CUT = 170;

/**
 * The first `max` characters followed by «…», or the text unchanged when it fits. Trailing
 * spaces before the ellipsis are dropped so the cut never reads «mot …».
 */
export function cutText(text: string, max = TEAM_DESCRIPTION_CUT): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** «HM» for Hélène Marchetti: the picture placeholder until photos can be uploaded. */
export function initials(firstname: string, lastname: string): string {
  return `${firstname.trim().charAt(0)}${lastname.trim().charAt(0)}`.toUpperCase();
}
