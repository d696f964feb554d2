"""Masked autoencoding of candle-flame video frames with a weak flicker-phase cue."""
