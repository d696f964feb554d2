"""Severstal steel defect detection: 4-class multi-label segmentation of strip images."""
