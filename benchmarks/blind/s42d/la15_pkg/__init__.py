"""Snooker shot outcome: pot probability and where the cue ball comes to rest."""
