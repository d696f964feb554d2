"""Foley-library cleanup: adversarial enhancement of creaking-floorboard takes recorded over radiator hiss."""
