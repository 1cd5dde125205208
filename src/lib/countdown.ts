import { siteConfig } from './site.ts';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/** The launch moment in the visitor's own time zone: 18 December 2025, 00:00 local time. */
export function launchDate(): Date {
  const { year, monthIndex, day } = siteConfig.launch;
  return new Date(year, monthIndex, day, 0, 0, 0, 0);
}

/** Whole days, hours and minutes until the launch, or null once it has come. */
export function timeLeft(now: Date, launch: Date = launchDate()): TimeLeft | null {
  const ms = launch.getTime() - now.getTime();
  if (ms <= 0) return null;
  const totalMinutes = Math.floor(ms / 60_000);
  return { days: Math.floor(totalMinutes / 1440), hours: Math.floor((totalMinutes % 1440) / 60), minutes: totalMinutes % 60 };
}
