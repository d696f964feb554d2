"""Wheat-head detection in synthetic field-plot images (centre heatmap + box size), with export."""
