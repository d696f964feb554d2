"""Estimating a slinky's stiffness and coil damping from a drop video."""
