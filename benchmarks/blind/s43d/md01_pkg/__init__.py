"""Active learning for fossil shark-tooth identification from caliper morphometrics."""
