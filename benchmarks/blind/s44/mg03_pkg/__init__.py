"""Yarn-break rate per 1000 spindle-hours on ring-spinning frames (Poisson regression)."""
