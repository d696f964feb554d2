"""Human activity recognition from wrist IMU windows."""
