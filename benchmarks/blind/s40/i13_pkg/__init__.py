"""Kidney / tumour segmentation on synthetic abdominal CT slices (decode + auxiliary head)."""
