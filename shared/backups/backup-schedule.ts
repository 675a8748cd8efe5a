const pad = (value: string) => value.padStart(2, "0");
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/**
 * BACKUP_SCHEDULE in words: "Daily at 02:30", "Mondays at 04:00", else the cron expression
 * itself; null (off) is "Off". Times are the server's.
 */
export function describeSchedule(cron: string | null): string {
  if (cron === null) return "Off";
  const fields = cron.trim().split(/\s+/);
  if (fields.length === 5) {
    const [minute = "", hour = "", day, month, weekday = ""] = fields;
    const plain = /^\d{1,2}$/;
    if (plain.test(minute) && plain.test(hour) && Number(minute) < 60 && Number(hour) < 24 && day === "*" && month === "*") {
      const time = `${pad(hour)}:${pad(minute)}`;
      if (weekday === "*") return `Daily at ${time}`;
      if (/^[0-7]$/.test(weekday)) return `${WEEKDAYS[Number(weekday)]}s at ${time}`;
    }
  }
  return `On the cron schedule ${cron.trim()}`;
}
