"""Early warning of internal erosion in an embankment dam from its piezometer network."""
