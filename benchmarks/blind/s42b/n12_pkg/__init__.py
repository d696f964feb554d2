"""30-minute-ahead ice-surface temperature forecaster for an indoor rink's refrigeration controller."""
