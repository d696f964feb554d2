"""Rain-wind-induced vibration of bridge stay cables: amplitude and event detection."""
