"""Few-shot discus-throw technique faults from a wrist IMU (prototypical networks)."""
