"""Wafer-map defect pattern classification driven by a phase machine."""
