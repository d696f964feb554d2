"""Trip-energy model for a battery-electric bus fleet."""
