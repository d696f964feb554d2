"""Tank pressure used on a recreational dive, through a learned surface air consumption rate."""
