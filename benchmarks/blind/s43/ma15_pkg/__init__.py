"""Ice-load event classification from an icebreaker's hull strain gauges, voyage by voyage."""
