/** The superuser the journeys' server creates on first start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "admin.e2e@alto-recrutement.example", password: "mot-de-passe-e2e-tres-long" };
