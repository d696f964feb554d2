"""Quarter-car suspension identification from shaker-rig accelerometer data."""
