"""A2C controller that works a bathtub drain plug to hold the water level while the tap wanders."""
