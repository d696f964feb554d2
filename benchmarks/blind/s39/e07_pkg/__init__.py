"""Speech emotion recognition (category + arousal/valence) with callback-driven training."""
