"""Wafer-map defect pattern classification with a small Lightning-style trainer."""
