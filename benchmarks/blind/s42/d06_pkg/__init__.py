"""Ice-rink surface temperature nowcast (30 minutes ahead) for the refrigeration controller."""
