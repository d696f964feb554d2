"""Daily discharge of karst springs from rainfall, with a 7-day recursive forecast."""
