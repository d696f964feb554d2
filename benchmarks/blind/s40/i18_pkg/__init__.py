"""Pulmonary-nodule detection on synthetic axial CT slices, yolov5-like layout."""
