"""Hurdle touchdown times between the ten barriers, one few-shot task per athlete (FOMAML)."""
