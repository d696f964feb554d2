"""Semi-supervised mitotic-figure detection (teacher/student, centre heatmaps)."""
