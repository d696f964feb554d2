"""Two-network PINN for the melt film on an ice cube (one-phase Stefan problem)."""
