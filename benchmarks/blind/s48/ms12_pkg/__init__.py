"""Pendulum-clock rate calibration: fit thermal, circular-error and per-clock offsets by hand-rolled SGD."""
