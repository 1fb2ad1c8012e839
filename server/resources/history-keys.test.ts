import { expect, it } from "vitest";
import { PERSONAL_RECORD_MODELS } from "../../common/history";
import { modelKey } from "../modules/history/history.service";
import { jobSurveysResource } from "./job-surveys.resource";
import { jobAlertsResource } from "./job-alerts.resource";
import { contactLeadsResource, trainingRegistrationsResource } from "./leads.resource";
import { emailsResource } from "./emails.resource";

// The personal-data module erases history lines by these keys without importing the managers:
// a manager renamed without its key would leave a person's old values in «Historique».
it("keys a person's records' history lines as their managers write them", () => {
  expect(PERSONAL_RECORD_MODELS).toEqual({
    survey: modelKey(jobSurveysResource),
    alert: modelKey(jobAlertsResource),
    lead: modelKey(contactLeadsResource),
    registration: modelKey(trainingRegistrationsResource),
    email: modelKey(emailsResource),
  });
});
