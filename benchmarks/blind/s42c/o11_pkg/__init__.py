"""Lane-Emden equation for a polytropic star, solved with a physics-informed network."""
