"""Mean-teacher regression of coasting speed from bicycle freewheel click recordings."""
