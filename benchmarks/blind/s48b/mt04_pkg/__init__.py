"""Neural-ODE damping law for plucked guitar strings."""
