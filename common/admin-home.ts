// GET /api/admin/home: the back-office home's figures (issue 49). Each figure comes with the
// address of the screen filtered to exactly the records it counts.

/** A count and the filtered screen that lists those records. */
export type HomeFigure = { count: number; href: string };

export type RecruiterFigures = {
  /** Candidates who applied to an offer since. */
  applications: HomeFigure;
  /** Candidates who dropped a CV (no offer) since. */
  cvDrops: HomeFigure;
  /** Job surveys completed since: sent by or assigned to this staff member; every one for an admin. */
  surveys: HomeFigure;
};

export type AdminFigures = {
  failedEmails: HomeFigure;
  failedTasks: HomeFigure;
  linkReports: HomeFigure;
  seoReports: HomeFigure;
  /** Per manager, records with no SEO title or description; managers with none are left out. */
  missingSeo: (HomeFigure & { label: string })[];
};

export type AdminHomeAnswer = {
  /** ISO instant the «new» figures count from: the previous visit, or 7 days ago on a first visit. */
  since: string;
  firstVisit: boolean;
  recruiter: RecruiterFigures;
  /** The staff member's own saved CVthèque searches, newest first. */
  searches: { id: number; label: string; href: string }[];
  /** Administrators and superusers only. */
  admin: AdminFigures | null;
};

/** A first visit counts the last 7 days. */
export const FIRST_VISIT_DAYS = 7;
