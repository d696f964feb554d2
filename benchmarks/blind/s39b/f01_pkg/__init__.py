"""Short-horizon parking occupancy forecasting for a fleet of city car parks."""
