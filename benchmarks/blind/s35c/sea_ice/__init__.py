"""Sea-ice concentration from passive-microwave brightness temperatures."""
