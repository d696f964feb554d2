"""Recurrent advantage actor-critic on a cue-recall task (T-maze style)."""
