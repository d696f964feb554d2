"""Lathe tool-wear regression: flank wear (mm) from spindle-current and vibration summaries."""
