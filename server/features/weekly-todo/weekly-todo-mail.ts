import type { WeeklyTodoReport } from "@shared/weekly-todo/weekly-todo-dto";
import { escapeHtml } from "@shared/text/escape-html";
import type { MailMessage } from "../../integrations/mail/mailer";

interface Section {
  title: string;
  /** Things to do; empty means "nothing needs you here". */
  items: string[];
  calm: string;
}

function sections(report: WeeklyTodoReport): Section[] {
  const { counts, top } = report.errors;
  const errorTotal = Object.values(counts).reduce((a, b) => a + b, 0);
  return [
    {
      title: "Errors this week",
      items:
        errorTotal === 0
          ? []
          : [
              `${counts.critical} critical, ${counts.high} high, ${counts.medium} medium, ${counts.low} low`,
              ...top.map((e) => `Repeated ${e.count}x [${e.severity}]: ${e.message}`),
            ],
      calm: "No errors logged. The site ran smoothly.",
    },
    {
      title: "New users",
      items: [
        ...(report.users.newThisWeek > 0 ? [`${report.users.newThisWeek} new user(s) signed up`] : []),
        ...(report.users.unverifiedEmails > 0
          ? [`${report.users.unverifiedEmails} account(s) have not verified their email (${report.users.newUnverified} of them new)`]
          : []),
      ],
      calm: "No sign-ups to look at, and every email is verified.",
    },
    {
      title: "SMS numbers",
      items: report.sms.problem
        ? [report.sms.problem]
        : report.sms.notConfigured.map((n) => `${n} is not configured to receive jokes: enable it in SMS Settings`),
      calm: "Every SMS number points at the app.",
    },
    {
      title: "Coupons running out",
      items: report.coupons.map(
        (c) =>
          `${c.code}: ${c.usesLeft === null ? "unlimited uses" : `${c.usesLeft} use(s) left`}${c.validUntil ? `, valid until ${c.validUntil.slice(0, 10)}` : ""}`,
      ),
      calm: "No coupon is about to run out.",
    },
    {
      title: "Data about to expire",
      items:
        report.expiringData.items > 0
          ? [`${report.expiringData.items} free-tier item(s) of ${report.expiringData.users} user(s) expire within 7 days`]
          : [],
      calm: "No free-tier data expires in the next 7 days.",
    },
    {
      title: "Beta feature clicks",
      items: report.betaClicks.map((b) => `${b.featureName}: ${b.clicks} click(s) by ${b.users} user(s)`),
      calm: "No beta feature was opened this week.",
    },
  ];
}

export function weeklyTodoMail(to: string, report: WeeklyTodoReport, appUrl: string): MailMessage {
  const parts = sections(report);
  const todo = parts.reduce((n, s) => n + (s.items.length > 0 ? 1 : 0), 0);
  const text = [
    `Your weekly TODO for Comedy Toolkit (since ${report.since.slice(0, 10)}).`,
    "",
    ...parts.flatMap((s) => [s.title.toUpperCase(), ...(s.items.length ? s.items.map((i) => `- ${i}`) : [`  ${s.calm}`]), ""]),
    `Admin panel: ${appUrl}/admin`,
  ].join("\n");
  const html = `<h1 style="font-family:sans-serif">Weekly TODO</h1>
<p>Since ${escapeHtml(report.since.slice(0, 10))}.</p>
${parts
  .map(
    (s) =>
      `<h2 style="font-family:sans-serif;font-size:16px">${escapeHtml(s.title)}</h2>${
        s.items.length ? `<ul>${s.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>` : `<p style="color:#78716c">${escapeHtml(s.calm)}</p>`
      }`,
  )
  .join("\n")}
<p><a href="${escapeHtml(`${appUrl}/admin`)}">Open the admin panel</a></p>`;
  return { to, subject: `Weekly TODO: ${todo} area(s) need you`, text, html };
}
