"""Defect sizing from magnetic-flux-leakage scans of an in-line inspection pig."""
