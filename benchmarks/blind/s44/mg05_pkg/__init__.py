"""First-rebound height of a bungee jump from jumper, cord and site data."""
