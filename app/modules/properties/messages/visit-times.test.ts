import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import "#app/modules/i18n/catalog.server";
import { translator } from "#app/modules/i18n/translate";
import { visitCalendar } from "./visit-calendar";
import {
  checkSlots,
  checkVisitHours,
  DEFAULT_VISIT_HOURS,
  formatVisitTime,
  parseIndiaTime,
  reminderDueAt,
  visitHoursWords,
  withinHours,
} from "./visit-times";

// Friday 8 January 2027, 9:00 in the morning in India.
const NOW = new Date("2027-01-08T03:30:00Z");

describe("visit times", () => {
  it("reads a datetime-local value as India time and refuses days that do not exist", () => {
    expect(parseIndiaTime("2027-01-09T11:30")?.toISOString()).toBe("2027-01-09T06:00:00.000Z");
    expect(parseIndiaTime("2027-02-30T11:00")).toBeNull();
    expect(parseIndiaTime("tomorrow")).toBeNull();
  });

  it("accepts 1 to 3 distinct times inside the poster's hours, sorted, and says what is wrong otherwise", () => {
    const weekdays = { days: [1, 2, 3, 4, 5], fromHour: 10, toHour: 17 };
    expect(checkSlots(["2027-01-11T16:00", "", "2027-01-11T10:00"], weekdays, NOW)).toEqual({
      ok: true,
      slots: [new Date("2027-01-11T04:30:00Z"), new Date("2027-01-11T10:30:00Z")],
    });
    const problem = (values: string[]) => {
      const checked = checkSlots(values, weekdays, NOW);
      return checked.ok ? "none-found" : checked.problem;
    };
    expect(problem(["", ""])).toBe("none");
    expect(problem(["2027-01-11T10:00", "2027-01-11T11:00", "2027-01-11T12:00", "2027-01-11T13:00"])).toBe("too-many");
    expect(problem(["2027-01-11T10:00", "2027-01-11T10:00"])).toBe("repeated");
    expect(problem(["2027-01-08T10:00"])).toBe("too-soon");
    expect(problem(["2027-04-08T10:00"])).toBe("too-far");
    // Saturday, and a weekday at 5 in the evening (visits start before 17:00).
    expect(problem(["2027-01-09T11:00"])).toBe("outside-hours");
    expect(problem(["2027-01-11T17:00"])).toBe("outside-hours");
    expect(withinHours(new Date("2027-01-09T05:30:00Z"), DEFAULT_VISIT_HOURS)).toBe(true);
  });

  it("reminds at 6 in the evening, India time, the day before", () => {
    expect(reminderDueAt(new Date("2027-01-11T04:30:00Z")).toISOString()).toBe("2027-01-10T12:30:00.000Z");
    // A visit just after midnight India time: the evening two calendar days before in UTC.
    expect(reminderDueAt(new Date("2027-01-10T19:00:00Z")).toISOString()).toBe("2027-01-10T12:30:00.000Z");
  });

  it("checks the poster's hours", () => {
    expect(checkVisitHours([6, 0], 9, 13)).toEqual({ days: [0, 6], fromHour: 9, toHour: 13 });
    expect(checkVisitHours([], 9, 13)).toBeNull();
    expect(checkVisitHours([1, 1], 9, 13)).toBeNull();
    expect(checkVisitHours([1], 13, 9)).toBeNull();
    expect(checkVisitHours([7], 9, 13)).toBeNull();
  });
});

describe("visit times in words", () => {
  it("says the days and hours on one clock: English as before, Hindi as people say them", () => {
    const weekdays = { days: [1, 2, 3, 4, 5, 6], fromHour: 9, toHour: 19 };
    expect(visitHoursWords(DEFAULT_VISIT_HOURS, translator("en"))).toBe("Every day, 10:00 to 18:00");
    expect(visitHoursWords(DEFAULT_VISIT_HOURS, translator("hi"))).toBe("रोज़ सुबह 10 से शाम 6 बजे तक");
    expect(visitHoursWords(weekdays, translator("hi"))).toBe("सोमवार से शनिवार सुबह 9 से शाम 7 बजे तक");
    expect(visitHoursWords({ days: [1, 3], fromHour: 0, toHour: 24 }, translator("hi"))).toBe(
      "सोमवार, बुधवार रात 12 से रात 12 बजे तक",
    );
    expect(visitHoursWords(weekdays, translator("en"))).toBe(
      "Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, 09:00 to 19:00",
    );
  });

  it("writes a visit's time as a phrase a Hindi sentence can take, without its own को", () => {
    expect(formatVisitTime("2026-11-30T05:30:00Z", "hi")).toBe("सोमवार, 30 नवंबर 2026, सुबह 11 बजे");
    expect(formatVisitTime("2026-11-30T11:00:00Z", "hi")).toBe("सोमवार, 30 नवंबर 2026, शाम 4:30 बजे");
    expect(formatVisitTime("2026-11-30T05:30:00Z")).toBe("Monday, 30 November 2026 at 11:00 am");
  });
});

describe("visitCalendar", () => {
  const event = {
    id: "0f8e2c1a-1111-4222-8333-944455556666",
    host: "awadhestates.in",
    start: new Date("2027-01-11T04:30:00Z"),
    end: new Date("2027-01-11T05:30:00Z"),
    summary: "Site visit: Gomti Residency, 3 BHK; Tower B",
    description: `Meet Ravi Kumar at the gate.\nA long line ${"that goes on ".repeat(12)}to be folded.`,
    location: "Vibhuti Khand, Gomti Nagar, Lucknow",
    url: "https://awadhestates.in/messages/abc",
    stamp: new Date("2027-01-08T03:30:00Z"),
  };

  it("is an event a calendar reads back: times, words and place as written", () => {
    const written = visitCalendar(event);
    for (const line of written.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(written));
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    expect(vevent.uid).toBe(`visit-${event.id}@awadhestates.in`);
    expect(vevent.startDate.toJSDate().toISOString()).toBe("2027-01-11T04:30:00.000Z");
    expect(vevent.endDate.toJSDate().toISOString()).toBe("2027-01-11T05:30:00.000Z");
    expect(vevent.summary).toBe(event.summary);
    expect(vevent.description).toBe(event.description);
    expect(vevent.location).toBe(event.location);
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
  });

  it("cancelled, it is the same event with the method CANCEL", () => {
    const calendar = new ICAL.Component(ICAL.parse(visitCalendar({ ...event, cancelled: true })));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("status")).toBe("CANCELLED");
  });
});
