"""Bacterial promoter detection with a scikit-learn style wrapper around a small CNN."""
