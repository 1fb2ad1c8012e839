import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/test-db";
import { MIGRATIONS_FOLDER } from "../boot";
import type { Database } from "./client";
import { plainTextToHtml } from "../../common/format/rich-text";

// Migration 0015 turns the plain texts stored before issue 15 into paragraphs. It already ran
// on the test database (empty tables): rows written the old way are inserted, then its
// statements run again, as they would on a database that had content.
const statements = readFileSync(join(MIGRATIONS_FOLDER, "0015_rich_text.sql"), "utf8").split("--> statement-breakpoint");

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Both engines' results carry the rows under `rows` (drizzle's type leaves it per driver).
const rows = async <Row>(query: string) => ((await database.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
const migrate = async () => {
  for (const statement of statements) await database.db.execute(sql.raw(statement));
};

describe("migration 0015 (plain text to rich text)", () => {
  // Blank lines of every kind, single line breaks, characters to escape, French spaces.
  const texts = [
    "Un seul paragraphe.",
    "  Premier paragraphe.\n\nSecond paragraphe.  ",
    "Windows\r\n\r\nretours chariot\r\nsur deux lignes",
    "Ligne 1\nLigne 2\n \n\t\nAprès trois lignes vides",
    "R&D < 5 ans > 2 ans",
    "Pourquoi\u00a0? «\u00a0Parce que\u00a0»",
    "\n\n  \n",
  ];

  it("writes the paragraphs plainTextToHtml writes, and leaves HTML as it is", async () => {
    const html = "<p>Déjà <strong>du HTML</strong></p>";
    for (const [index, answer] of [...texts, html].entries()) {
      await database.db.execute(sql`INSERT INTO faq_items (question, answer, position) VALUES (${`Question ${index}`}, ${answer}, ${index})`);
    }
    await database.db.execute(
      sql`INSERT INTO team_members (firstname, lastname, position, description) VALUES ('A', 'Texte', 'P', ${texts[1]}), ('B', 'Vide', 'P', NULL), ('C', 'Html', 'P', ${html})`,
    );
    await database.db.execute(sql`INSERT INTO partners (label, slug, description) VALUES ('Partenaire', 'partenaire-migre', ${texts[4]})`);
    await database.db.execute(sql`INSERT INTO agencies (title, slug, content) VALUES ('Agence', 'agence-migree', ${texts[2]})`);
    await database.db.execute(
      sql`INSERT INTO independents (name, slug, primary_long_description, secondary_long_description, tertiary_long_description, extra_content) VALUES ('Claire', 'claire-migree', ${texts[0]}, ${texts[3]}, ${html}, NULL)`,
    );
    await database.db.execute(
      sql`INSERT INTO job_profiles (title, slug, description, career_opportunities) VALUES ('Métier', 'metier-migre', ${texts[5]}, '')`,
    );
    await database.db.execute(
      sql`INSERT INTO service_pages (slug, title, header, paragraphs) VALUES ('page-migree', 'Page', 'Accroche', ${sql.raw(`ARRAY['Un & deux', '<p>Trois</p>', '  ', 'Quatre\ncinq']`)})`,
    );

    await migrate();

    const answers = await rows<{ answer: string }>("SELECT answer FROM faq_items ORDER BY position");
    expect(answers.map((row) => row.answer)).toEqual([...texts.map(plainTextToHtml), html]);
    expect(answers[1].answer).toBe("<p>Premier paragraphe.</p><p>Second paragraphe.</p>");
    expect(answers[2].answer).toBe("<p>Windows</p><p>retours chariot<br>sur deux lignes</p>");
    expect(answers[4].answer).toBe("<p>R&amp;D &lt; 5 ans &gt; 2 ans</p>");
    expect(answers[6].answer).toBe("");

    const team = await rows<{ lastname: string; description: string | null }>("SELECT lastname, description FROM team_members ORDER BY lastname");
    expect(team).toEqual([
      { lastname: "Html", description: html },
      { lastname: "Texte", description: plainTextToHtml(texts[1]) },
      { lastname: "Vide", description: null },
    ]);
    expect((await rows<{ description: string }>("SELECT description FROM partners WHERE slug = 'partenaire-migre'"))[0].description).toBe(
      plainTextToHtml(texts[4]),
    );
    expect((await rows<{ content: string }>("SELECT content FROM agencies WHERE slug = 'agence-migree'"))[0].content).toBe(plainTextToHtml(texts[2]));
    expect((await rows("SELECT primary_long_description, secondary_long_description, tertiary_long_description, extra_content FROM independents"))[0]).toEqual({
      primary_long_description: "<p>Un seul paragraphe.</p>",
      secondary_long_description: plainTextToHtml(texts[3]),
      tertiary_long_description: html,
      extra_content: null,
    });
    expect((await rows("SELECT description, career_opportunities FROM job_profiles WHERE slug = 'metier-migre'"))[0]).toEqual({
      description: plainTextToHtml(texts[5]),
      career_opportunities: "",
    });
    expect((await rows<{ paragraphs: string[] }>("SELECT paragraphs FROM service_pages WHERE slug = 'page-migree'"))[0].paragraphs).toEqual([
      "<p>Un &amp; deux</p>",
      "<p>Trois</p>",
      "<p>Quatre<br>cinq</p>",
    ]);
  });

  it("changes nothing when it runs on what it already converted, and leaves no function behind", async () => {
    const before = await rows("SELECT id, answer FROM faq_items ORDER BY id");
    await migrate();
    expect(await rows("SELECT id, answer FROM faq_items ORDER BY id")).toEqual(before);
    expect(await rows("SELECT proname FROM pg_proc WHERE proname = 'f_plain_text_to_html'")).toEqual([]);
  });
});
