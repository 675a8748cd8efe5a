import { describe, expect, it } from "vitest";
import { describeSchedule } from "./backup-schedule";

describe("describeSchedule", () => {
  it("puts daily and weekly times in words", () => {
    expect(describeSchedule("30 2 * * *")).toBe("Daily at 02:30");
    expect(describeSchedule("5 23 * * *")).toBe("Daily at 23:05");
    expect(describeSchedule("0 4 * * 1")).toBe("Mondays at 04:00");
    expect(describeSchedule("0 4 * * 0")).toBe("Sundays at 04:00");
    expect(describeSchedule("0 4 * * 7")).toBe("Sundays at 04:00");
  });

  it("shows any other expression as it is, and off as Off", () => {
    expect(describeSchedule("0 */6 * * *")).toBe("On the cron schedule 0 */6 * * *");
    expect(describeSchedule("0 30 2 * * *")).toBe("On the cron schedule 0 30 2 * * *");
    expect(describeSchedule("0 4 1 * *")).toBe("On the cron schedule 0 4 1 * *");
    expect(describeSchedule("0 4 * * mon")).toBe("On the cron schedule 0 4 * * mon");
    expect(describeSchedule(null)).toBe("Off");
  });
});
