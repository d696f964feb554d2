"""Propeller damage classification for a quadcopter from its flight-controller IMU."""
